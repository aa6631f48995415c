/**
 * Puts text into a textarea or input as if the writer had typed it, so the browser's own undo
 * (Ctrl+Z / Cmd+Z) takes it back in one step; the input event it fires keeps React and
 * react-hook-form in step. `append` inserts after the existing text instead of replacing it.
 */
export function replaceFieldText(
  field: HTMLTextAreaElement | HTMLInputElement,
  text: string,
  { append = false }: { append?: boolean } = {},
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
