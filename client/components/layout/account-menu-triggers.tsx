import { MenuIcon } from "lucide-react";
import type * as React from "react";
import { Avatar, AvatarFallback } from "#client/components/ui/avatar";
import { Button } from "#client/components/ui/button";
import { displayName, initials } from "#client/lib/utils";

export type HeaderUser = { username: string | null; walletAddress: string | null };

type TriggerProps = React.ComponentProps<typeof Button>;

/**
 * The desktop account menu's button; it stands in for the menu until that is first used, and
 * shows no name while the signed-in user is still loading.
 */
function AccountMenuTrigger({ user, ...props }: TriggerProps & { user?: HeaderUser }) {
  return (
    <Button variant="ghost" className="h-9 gap-2 px-2" aria-haspopup="menu" {...props}>
      {/* The name is the button's accessible name, as it is its visible label. */}
      <Avatar aria-hidden="true">
        <AvatarFallback>{user ? initials(user) : ""}</AvatarFallback>
      </Avatar>
      <span className="max-w-40 truncate text-sm">{user ? displayName(user) : ""}</span>
      <span className="sr-only">account menu</span>
    </Button>
  );
}

/** The mobile menu's button; it stands in for the menu until that is first used. */
function MobileMenuTrigger(props: TriggerProps) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className="md:hidden"
      aria-label="Open menu"
      aria-haspopup="dialog"
      {...props}
    >
      <MenuIcon aria-hidden="true" />
    </Button>
  );
}

export { AccountMenuTrigger, MobileMenuTrigger };
