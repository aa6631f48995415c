import { CircleHelpIcon, FolderOpenIcon } from "lucide-react";
import { Link } from "wouter";
import { Button } from "#client/components/ui/button";
import { LazyControl, lazyControl } from "#client/components/ui/lazy-control";
import { Tooltip, TooltipContent, TooltipTrigger } from "#client/components/ui/tooltip";
import { AccountMenuTrigger, type HeaderUser, MobileMenuTrigger } from "./account-menu-triggers";
import type { AccountMenuProps } from "./account-menus";
import { useHelpGuide } from "./help-guide-context";
import { Logo } from "./logo";

const accountMenu = lazyControl<AccountMenuProps>(() =>
  import("./account-menus").then((module) => module.AccountMenu),
);
const mobileMenu = lazyControl<AccountMenuProps>(() =>
  import("./account-menus").then((module) => module.MobileMenu),
);

type AppHeaderProps = {
  /** Undefined while the signed-in user is loading: the account menus wait for it. */
  user: HeaderUser | undefined;
  onLogout: () => void;
  isLoggingOut?: boolean;
};

/** The shared header of the signed-in screens. */
function AppHeader({ user, onLogout, isLoggingOut = false }: AppHeaderProps) {
  const help = useHelpGuide();
  const helpLabel = help.isOpen ? "Hide help guide" : "Show help guide";

  return (
    <header className="sticky top-0 z-30 border-b border-border bg-surface/90 backdrop-blur">
      <div
        data-header-row=""
        className="mx-auto flex h-14 max-w-7xl items-center gap-3 px-4 sm:px-6"
      >
        <Logo />
        <nav aria-label="Main" className="ml-4 hidden items-center gap-1 md:flex">
          <Button asChild variant="ghost" size="sm">
            <Link href="/dashboard">
              <FolderOpenIcon aria-hidden="true" />
              Projects
            </Link>
          </Button>
          <Button variant="ghost" size="sm" aria-pressed={help.isOpen} onClick={help.toggle}>
            Help Guide
          </Button>
        </nav>
        <div className="ml-auto flex items-center gap-1.5">
          <Tooltip>
            <TooltipTrigger>
              <Button variant="ghost" size="icon" aria-label={helpLabel} onClick={help.toggle}>
                <CircleHelpIcon aria-hidden="true" />
              </Button>
            </TooltipTrigger>
            <TooltipContent>{helpLabel}</TooltipContent>
          </Tooltip>
          <div className="hidden md:block">
            {user ? (
              <LazyControl
                code={accountMenu}
                user={user}
                onLogout={onLogout}
                isLoggingOut={isLoggingOut}
                trigger={(props) => <AccountMenuTrigger user={user} {...props} />}
              />
            ) : (
              <AccountMenuTrigger disabled />
            )}
          </div>
          {user ? (
            <LazyControl
              code={mobileMenu}
              user={user}
              onLogout={onLogout}
              isLoggingOut={isLoggingOut}
              trigger={(props) => <MobileMenuTrigger {...props} />}
            />
          ) : (
            <MobileMenuTrigger disabled />
          )}
        </div>
      </div>
    </header>
  );
}

export { AppHeader };
