import * as React from "react";
import { replaceFieldText } from "#client/lib/replace-field-text";

/**
 * The logline being edited. The text area holds it (see LoglineField); `draft` follows it for
 * the counts and the unsaved-changes check. An AI logline, an idea's logline and an Undo go in
 * as native edits, so Ctrl+Z in the field takes them back.
 */
export function useLoglineDraft(saved: string) {
  const field = React.useRef<HTMLTextAreaElement>(null);
  const [initial] = React.useState(saved);
  const [draft, setDraft] = React.useState(saved);

  const write = React.useCallback((text: string) => {
    const element = field.current;
    if (element && element.value !== text) replaceFieldText(element, text);
    else setDraft(text);
  }, []);

  // A logline saved from elsewhere (the AI Assistant's Apply) shows in the editor, unless the
  // writer has unsaved words of their own there. It is not the writer's edit: the focus stays.
  const previous = React.useRef(saved);
  React.useEffect(() => {
    const before = previous.current;
    previous.current = saved;
    const element = field.current;
    if (before === saved || !element || element.value.trim() !== before.trim()) return;
    element.value = saved;
    setDraft(saved);
  }, [saved]);

  return { field, initial, draft, setDraft, write };
}
