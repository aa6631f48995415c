import * as React from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "../components/ui/alert-dialog";
import { Button } from "../components/ui/button";
import { toastUndoable } from "../components/ui/use-toast";
import { type FieldValues, onlyEmptyFields, typedFieldsReplaced } from "./ai-fill";

const replaceLabel = (n: number) => (n === 1 ? "it" : n === 2 ? "both" : `all ${n}`);

type AiFillOptions = {
  /** What was generated, for the toast: "Character", "Outline". */
  what: string;
  /** Each field's label, to name what would be replaced. */
  labels: Record<string, string>;
  read: () => FieldValues;
  /** Writes the given fields (an AI result, or the values an Undo puts back). */
  write: (values: FieldValues) => void;
};

/**
 * Applies an AI result to a form without silently replacing the writer's words: empty fields
 * are filled; when typed fields would change, the writer chooses (fill only the empty ones,
 * replace, or cancel). Every application can be undone from its toast.
 */
export function useAiFill({ what, labels, read, write }: AiFillOptions) {
  const [offer, setOffer] = React.useState<{ proposed: FieldValues; replaced: string[] } | null>(
    null,
  );

  const chosen = React.useRef<HTMLButtonElement>(null);

  function apply(values: FieldValues, replaced: number) {
    const before = read();
    const previous = Object.fromEntries(Object.keys(values).map((f) => [f, before[f] ?? ""]));
    write(values);
    setOffer(null);
    const filled = Object.keys(values).length;
    toastUndoable(
      {
        title: `${what} generated`,
        description:
          replaced > 0
            ? `${filled} fields filled in, ${replaced} of them replacing your text. Review them, then save.`
            : `${filled} empty fields filled in; your own text is untouched. Review them, then save.`,
      },
      () => write(previous),
    );
  }

  function offerResult(proposed: FieldValues) {
    const current = read();
    const replaced = typedFieldsReplaced(current, proposed);
    if (replaced.length === 0) apply(onlyEmptyFields(current, proposed), 0);
    else setOffer({ proposed, replaced });
  }

  const names = offer?.replaced.map((f) => labels[f] ?? f).join(", ") ?? "";
  const dialog = (
    <AlertDialog open={offer !== null} onOpenChange={(open) => !open && setOffer(null)}>
      <AlertDialogContent
        onOpenAutoFocus={(event) => {
          // The default choice takes the focus (Radix would give it to Cancel).
          event.preventDefault();
          chosen.current?.focus();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>Keep what you wrote?</AlertDialogTitle>
          <AlertDialogDescription>
            The AI suggests different text for fields you have already filled in: {names}. Fill only
            the empty fields, or replace yours?
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <Button
            variant="outline"
            onClick={() => offer && apply(offer.proposed, offer.replaced.length)}
          >
            Replace {replaceLabel(offer?.replaced.length ?? 0)}
          </Button>
          <Button
            ref={chosen}
            onClick={() => offer && apply(onlyEmptyFields(read(), offer.proposed), 0)}
          >
            Fill empty fields only
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
  return { offerResult, dialog };
}
