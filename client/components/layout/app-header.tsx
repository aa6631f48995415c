import { CircleHelpIcon, FolderOpenIcon, LogOutIcon, MenuIcon } from "lucide-react";
import * as React from "react";
import { Link } from "wouter";
import { displayName, initials } from "../../lib/utils";
import { Avatar, AvatarFallback } from "../ui/avatar";
import { Button } from "../ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../ui/dropdown-menu";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "../ui/sheet";
import { Tooltip, TooltipContent, TooltipTrigger } from "../ui/tooltip";
import { useHelpGuide } from "./help-guide-context";
import { Logo } from "./logo";

export type HeaderUser = { username: string | null; walletAddress: string | null };

type AppHeaderProps = {
  user: HeaderUser;
  onLogout: () => void;
  isLoggingOut?: boolean;
};

/** The shared header of the signed-in screens (spec §2). */
function AppHeader({ user, onLogout, isLoggingOut = false }: AppHeaderProps) {
  const help = useHelpGuide();
  const name = displayName(user);
  const helpLabel = help.isOpen ? "Hide help guide" : "Show help guide";

  return (
    <header className="sticky top-0 z-30 border-b border-border bg-surface/90 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-3 px-4 sm:px-6">
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
            <TooltipTrigger asChild>
              <Button variant="ghost" size="icon" aria-label={helpLabel} onClick={help.toggle}>
                <CircleHelpIcon aria-hidden="true" />
              </Button>
            </TooltipTrigger>
            <TooltipContent>{helpLabel}</TooltipContent>
          </Tooltip>
          <div className="hidden md:block">
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button variant="ghost" className="h-9 gap-2 px-2">
                  {/* The name is the button's accessible name, as it is its visible label. */}
                  <Avatar aria-hidden="true">
                    <AvatarFallback>{initials(user)}</AvatarFallback>
                  </Avatar>
                  <span className="max-w-40 truncate text-sm">{name}</span>
                  <span className="sr-only">account menu</span>
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                <DropdownMenuLabel className="truncate">{name}</DropdownMenuLabel>
                <DropdownMenuSeparator />
                <DropdownMenuItem disabled={isLoggingOut} onSelect={onLogout}>
                  <LogOutIcon aria-hidden="true" />
                  Logout
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
          </div>
          <MobileMenu user={user} onLogout={onLogout} isLoggingOut={isLoggingOut} />
        </div>
      </div>
    </header>
  );
}

function MobileMenu({ user, onLogout, isLoggingOut }: AppHeaderProps) {
  const help = useHelpGuide();
  const name = displayName(user);
  const [open, setOpen] = React.useState(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
          <MenuIcon aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent>
        <SheetTitle>Menu</SheetTitle>
        <SheetDescription className="sr-only">Navigation and account</SheetDescription>
        <div className="flex items-center gap-3 rounded-lg bg-muted p-3">
          <Avatar>
            <AvatarFallback>{initials(user)}</AvatarFallback>
          </Avatar>
          <span className="truncate text-sm font-medium">{name}</span>
        </div>
        <nav aria-label="Mobile" className="grid gap-1">
          <Button asChild variant="ghost" className="justify-start">
            <Link href="/dashboard" onClick={() => setOpen(false)}>
              <FolderOpenIcon aria-hidden="true" />
              Projects
            </Link>
          </Button>
          <Button
            variant="ghost"
            className="justify-start"
            aria-pressed={help.isOpen}
            onClick={() => {
              setOpen(false);
              help.toggle();
            }}
          >
            <CircleHelpIcon aria-hidden="true" />
            Help Guide
          </Button>
          <Button
            variant="ghost"
            className="justify-start"
            disabled={isLoggingOut}
            onClick={() => {
              setOpen(false);
              onLogout();
            }}
          >
            <LogOutIcon aria-hidden="true" />
            Logout
          </Button>
        </nav>
      </SheetContent>
    </Sheet>
  );
}

export { AppHeader };
