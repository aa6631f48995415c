import * as React from "react";
import { requestToaster, useToasterWanted } from "./use-toast";

const Toaster = React.lazy(() => import("./toaster").then((m) => ({ default: m.Toaster })));

// Safari has no requestIdleCallback.
const whenIdle = (task: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 1000);
  return () => window.clearTimeout(id);
};

/**
 * Mounts the toast viewport when a first toast wants it, or when the browser is idle after the
 * first paint, so that F8 finds the notifications region (its hotkey) before any toast.
 */
function ToasterHost() {
  const wanted = useToasterWanted();
  React.useEffect(() => whenIdle(requestToaster), []);
  if (!wanted) return null;
  return (
    <React.Suspense fallback={null}>
      <Toaster />
    </React.Suspense>
  );
}

export { ToasterHost };
