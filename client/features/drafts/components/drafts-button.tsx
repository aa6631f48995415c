import { HistoryIcon } from "lucide-react";
import type * as React from "react";
import { Button } from "#client/components/ui/button";
import { LazyControl, lazyControl } from "#client/components/ui/lazy-control";

type Props = { screenplayId: number };

const draftsSheet = lazyControl<Props>(() =>
  import("./drafts-sheet").then((module) => module.DraftsSheet),
);

/** The 'Drafts' button; it stands in for the panel until that is first used. */
function DraftsTrigger(props: React.ComponentProps<typeof Button>) {
  return (
    <Button variant="outline" aria-haspopup="dialog" {...props}>
      <HistoryIcon aria-hidden="true" />
      Drafts
    </Button>
  );
}

/** Opens the screenplay's drafts; the panel's code loads when the writer reaches for it. */
function DraftsButton({ screenplayId }: Props) {
  return (
    <LazyControl
      code={draftsSheet}
      screenplayId={screenplayId}
      trigger={(props) => <DraftsTrigger {...props} />}
    />
  );
}

export { DraftsButton, DraftsTrigger };
