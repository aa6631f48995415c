import { Trash2Icon } from "lucide-react";
import type * as React from "react";
import { Button } from "#client/components/ui/button";
import { LazyControl, lazyControl } from "#client/components/ui/lazy-control";

type Props = { id: number; title: string };

const deleteScreenplayDialog = lazyControl<Props>(() =>
  import("./delete-screenplay-dialog").then((module) => module.DeleteScreenplayDialog),
);

/** The delete icon; it stands in for the confirmation until that is first used. */
function DeleteScreenplayTrigger(props: React.ComponentProps<typeof Button>) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Delete screenplay"
      aria-haspopup="dialog"
      className="text-muted-foreground hover:text-destructive"
      {...props}
    >
      <Trash2Icon aria-hidden="true" />
    </Button>
  );
}

/** A card's delete icon: the confirmation loads when the writer reaches for it. */
function DeleteScreenplayButton({ id, title }: Props) {
  return (
    <LazyControl
      code={deleteScreenplayDialog}
      id={id}
      title={title}
      trigger={(props) => <DeleteScreenplayTrigger {...props} />}
    />
  );
}

export { DeleteScreenplayButton, DeleteScreenplayTrigger };
