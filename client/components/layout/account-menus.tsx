import { CircleHelpIcon, FolderOpenIcon, LogOutIcon } from "lucide-react";
import * as React from "react";
import { Link } from "wouter";
import { Avatar, AvatarFallback } from "#client/components/ui/avatar";
import { Button } from "#client/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "#client/components/ui/dropdown-menu";
import { SheetPanel } from "#client/components/ui/sheet";
import { displayName, initials } from "#client/lib/utils";
import { AccountMenuTrigger, type HeaderUser, MobileMenuTrigger } from "./account-menu-triggers";
import { useHelpGuide } from "./help-guide-context";

/** The header's menus, loaded when first reached for (see app-header.tsx). */
export type AccountMenuProps = {
  user: HeaderUser;
  onLogout: () => void;
  isLoggingOut: boolean;
  defaultOpen?: boolean;
};

function AccountMenu({ user, onLogout, isLoggingOut, defaultOpen }: AccountMenuProps) {
  const name = displayName(user);
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <AccountMenuTrigger user={user} />
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
  );
}

function MobileMenu({ user, onLogout, isLoggingOut, defaultOpen = false }: AccountMenuProps) {
  const help = useHelpGuide();
  const name = displayName(user);
  const [open, setOpen] = React.useState(defaultOpen);
  return (
    <SheetPanel
      open={open}
      onOpenChange={setOpen}
      trigger={<MobileMenuTrigger />}
      title="Menu"
      description="Navigation and account"
      hideDescription
    >
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
    </SheetPanel>
  );
}

export { AccountMenu, MobileMenu };
