import { ArrowRightIcon } from "lucide-react";
import { Link } from "wouter";
import { Button } from "#client/components/ui/button";
import { hasSignedInBefore } from "#client/lib/remembered-sign-in";

/**
 * 'Create Screenplay' leads to the dashboard. A visitor who has never signed in with this
 * browser has no account yet: they are taken to the Register tab first, and on to the
 * dashboard once registered (a returning visitor gets the dashboard, or Login if signed out).
 */
function CreateScreenplayLink({
  size,
  withArrow = false,
}: {
  size: "sm" | "lg";
  withArrow?: boolean;
}) {
  const href = hasSignedInBefore() ? "/dashboard" : "/auth?tab=register&next=%2Fdashboard";
  return (
    <Button asChild size={size}>
      <Link href={href}>
        Create Screenplay
        {withArrow ? <ArrowRightIcon aria-hidden="true" /> : null}
      </Link>
    </Button>
  );
}

export { CreateScreenplayLink };
