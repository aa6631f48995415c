/**
 * Puts text into a textarea or input as if the writer had typed it, so the browser's own undo
 * (Ctrl+Z / Cmd+Z) takes it back in one step; the input event it fires keeps React and
 * react-hook-form in step. `append` inserts after the existing text instead of replacing it.
 *
 * A native edit needs the field focused, and a hidden element cannot take focus: a field on a
 * tab not showing (kept mounted, hidden) is shown for the length of the edit, which runs
 * without a frame being painted in between, so the writer never sees it.
 */
export function replaceFieldText(
  field: HTMLTextAreaElement | HTMLInputElement,
  text: string,
  { append = false }: { append?: boolean } = {},
): void {
  const panel = field.closest<HTMLElement>('[role="tabpanel"][data-state="inactive"]');
  panel?.style.setProperty("display", "block");
  try {
    insertAsTyped(field, text, append);
  } finally {
    panel?.style.removeProperty("display");
  }
}

function insertAsTyped(
  field: HTMLTextAreaElement | HTMLInputElement,
  text: string,
  append: boolean,
): void {
  field.focus();
  if (append) field.setSelectionRange(field.value.length, field.value.length);
  else field.select();
  // execCommand is deprecated but remains the only way to write into the native undo stack.
  const done = text
    ? document.execCommand("insertText", false, text)
    : document.execCommand("delete", false);
  if (done) return;
  // A browser without it still gets the text, though Ctrl+Z will not reach it.
  field.value = append ? field.value + text : text;
  field.dispatchEvent(new Event("input", { bubbles: true }));
}
