import type * as React from "react";
import { HelpGuideProvider } from "#client/components/layout/help-guide-context";
import { HelpTourHost } from "#client/components/layout/help-tour-host";
import { ToasterHost } from "#client/components/ui/toaster-host";

/**
 * What every screen needs, the landing page included: toasts (loaded on demand) and the help
 * guide (Alt+h).
 * The data cache (QueryProvider) is provided by the screens that use it, to keep the landing
 * page light.
 */
function AppProviders({ children }: { children: React.ReactNode }) {
  return (
    <HelpGuideProvider>
      {children}
      <HelpTourHost />
      <ToasterHost />
    </HelpGuideProvider>
  );
}

export { AppProviders };
