import { PlusIcon } from "lucide-react";
import type * as React from "react";
import { Button } from "#client/components/ui/button";
import { LazyControl, lazyControl } from "#client/components/ui/lazy-control";

type Size = { size?: "default" | "lg" };

const newScreenplayDialog = lazyControl<Size>(() =>
  import("./new-screenplay-dialog").then((module) => module.NewScreenplayDialog),
);

/** The button that opens the dialog; it stands in for the dialog until that is first used. */
function NewScreenplayTrigger({ size, ...props }: React.ComponentProps<typeof Button> & Size) {
  return (
    <Button size={size} aria-haspopup="dialog" {...props}>
      <PlusIcon aria-hidden="true" />
      New Screenplay
    </Button>
  );
}

/** 'New Screenplay': the dialog and its form load when the writer reaches for the button. */
function NewScreenplayButton({ size }: Size) {
  return (
    <LazyControl
      code={newScreenplayDialog}
      size={size}
      trigger={(props) => <NewScreenplayTrigger size={size} {...props} />}
    />
  );
}

export { NewScreenplayButton, NewScreenplayTrigger };
