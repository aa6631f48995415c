import { toastUndoable } from "#client/components/ui/use-toast";
import { type FieldValues, onlyEmptyFields, typedFieldsReplaced } from "./ai-fill";
import { replaceFieldText } from "./replace-field-text";
import { useChoiceDialog } from "./use-choice-dialog";

type TextField = HTMLInputElement | HTMLTextAreaElement;

const isTextField = (element: Element | null): element is TextField =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;

/**
 * Writes values into a form's fields (found by name under `root`). A field whose text the
 * writer typed and the value changes takes it as a native edit, so Ctrl+Z in that field brings
 * the writer's words back; its input event keeps react-hook-form in step. The browser keeps one
 * undo stack for the page (Ctrl+Z acts only on its latest edit, in that edit's field), so these
 * edits go last, after the empty fields are simply set; several are undone newest first.
 * The focus goes back where it was.
 */
export function writeFormFields(
  root: HTMLElement | null,
  values: FieldValues,
  set: (field: string, value: string) => void,
) {
  const focused = document.activeElement;
  const typed: [TextField, string][] = [];
  for (const [name, value] of Object.entries(values)) {
    const field = root?.querySelector(`[name="${CSS.escape(name)}"]`) ?? null;
    if (isTextField(field) && field.value.trim() !== "" && field.value !== value) {
      typed.push([field, value]);
    } else set(name, value);
  }
  for (const [field, value] of typed) {
    replaceFieldText(field, value);
    set(field.name, value);
  }
  if (focused instanceof HTMLElement) focused.focus({ preventScroll: true });
}

const replaceLabel = (n: number) => (n === 1 ? "it" : n === 2 ? "both" : `all ${n}`);

type AiFillOptions = {
  /** What was generated, for the toast: "Character", "Outline". */
  what: string;
  /** Each field's label, to name what would be replaced. */
  labels: Record<string, string>;
  read: () => FieldValues;
  /** Writes the given fields (an AI result, or the values an Undo puts back). */
  write: (values: FieldValues) => void;
  /**
   * Runs once the writer chose to replace their text, before anything is written (it keeps an
   * automatic draft); false leaves the form as it is.
   */
  beforeReplace: () => Promise<boolean>;
};

/**
 * Applies an AI result to a form without silently replacing the writer's words: empty fields
 * are filled; when typed fields would change, the writer chooses (fill only the empty ones,
 * replace, or cancel). Every application can be undone from its toast.
 */
export function useAiFill({ what, labels, read, write, beforeReplace }: AiFillOptions) {
  const choice = useChoiceDialog<"replace" | "empty">();

  function apply(values: FieldValues, replaced: number) {
    const before = read();
    const previous = Object.fromEntries(Object.keys(values).map((f) => [f, before[f] ?? ""]));
    write(values);
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

  async function offerResult(proposed: FieldValues) {
    const replaced = typedFieldsReplaced(read(), proposed);
    if (replaced.length > 0) {
      const names = replaced.map((f) => labels[f] ?? f).join(", ");
      const answer = await choice.ask({
        title: "Keep what you wrote?",
        description: `The AI suggests different text for fields you have already filled in: ${names}. Fill only the empty fields, or replace yours?`,
        choices: [
          { value: "replace", label: `Replace ${replaceLabel(replaced.length)}` },
          { value: "empty", label: "Fill empty fields only" },
        ],
      });
      if (answer === "replace") {
        if (await beforeReplace()) apply(proposed, replaced.length);
        return;
      }
      if (answer === null) return;
    }
    apply(onlyEmptyFields(read(), proposed), 0);
  }

  return {
    offerResult: (proposed: FieldValues) => void offerResult(proposed),
    dialog: choice.dialog,
  };
}
