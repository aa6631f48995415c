import * as React from "react";
import { Button } from "#client/components/ui/button";
import { Input } from "#client/components/ui/input";
import { Label } from "#client/components/ui/label";
import { useTakeDraft } from "#client/entities/drafts/take-draft";
import { DRAFT_LABEL_MAX } from "#shared/schemas/draft";

/** 'Save a draft': a name is optional; without one the draft is named by its date. */
function SaveDraftForm({ screenplayId }: { screenplayId: number }) {
  const [name, setName] = React.useState("");
  const take = useTakeDraft(screenplayId, { onTaken: () => setName("") });
  const id = React.useId();
  return (
    <form
      className="grid gap-2 rounded-xl border border-border p-4"
      onSubmit={(event) => {
        event.preventDefault();
        take.mutate(name);
      }}
    >
      <Label htmlFor={id}>Draft name (optional)</Label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={id}
          value={name}
          maxLength={DRAFT_LABEL_MAX}
          placeholder="e.g. Blue draft"
          onChange={(event) => setName(event.target.value)}
          className="min-w-0 flex-1 basis-48"
        />
        <Button type="submit" disabled={take.isPending}>
          {take.isPending ? "Saving..." : "Save a draft"}
        </Button>
      </div>
    </form>
  );
}

export { SaveDraftForm };
