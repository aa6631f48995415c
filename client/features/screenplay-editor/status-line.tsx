import type { EditorState } from "@codemirror/state";
import { cn } from "#client/lib/cn";
import { currentElement } from "./element-state";
import { ELEMENT_NAMES, SCRIPT_ELEMENTS, type ScriptElement } from "./elements";
import { pageInfo } from "./pages";

/** What the status line shows, taken from the editor's state after each update. */
export type StatusSnapshot = {
  element: ScriptElement | "other";
  /** The cursor's page and the page count, when the pages layer is in the editor. */
  page: ReturnType<typeof pageInfo>;
};

export function statusOf(state: EditorState): StatusSnapshot {
  return { element: currentElement(state), page: pageInfo(state) };
}

export function sameStatus(a: StatusSnapshot, b: StatusSnapshot): boolean {
  const [p, q] = [a.page, b.page];
  return a.element === b.element && p?.page === q?.page && p?.pageCount === q?.pageCount;
}

const KEYS_HELP =
  "Enter starts the next element. Tab on an empty line: Action → Character → Transition, " +
  "Dialogue → Parenthetical; Shift+Tab goes back. Ctrl (⌘ on a Mac) + 1 to 6 sets Scene " +
  "Heading, Action, Character, Parenthetical, Dialogue or Transition. Tab stays in the editor: " +
  "press Escape, then Tab, to move on. Escape twice closes the dialog around the editor.";

const elementName = (element: StatusSnapshot["element"]) =>
  element === "other" ? "Other" : ELEMENT_NAMES[element];

/**
 * Under the editor: the element at the cursor, as a menu that sets it; the keys, in short (in
 * full in its title and for screen readers); the page when a page layer gives one. Element
 * changes are announced politely.
 */
function StatusLine({
  id,
  status,
  onSetElement,
  readOnly,
  className,
}: {
  id: string;
  status: StatusSnapshot;
  readOnly?: boolean;
  onSetElement: (element: ScriptElement) => void;
  className?: string;
}) {
  return (
    <div
      className={cn(
        "flex flex-wrap items-center gap-x-4 gap-y-1 border-t border-border bg-muted/40 px-3 py-1.5 text-xs text-muted-foreground",
        className,
      )}
    >
      {/* A label beside the menu, not around it: around it, the options would join its name. */}
      <span className="flex items-center gap-2">
        <label htmlFor={`${id}-element`}>Element</label>
        <select
          id={`${id}-element`}
          value={status.element}
          disabled={readOnly}
          onChange={(event) => onSetElement(event.target.value as ScriptElement)}
          className="rounded-md border border-input bg-surface px-1.5 py-0.5 text-xs font-medium text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          {SCRIPT_ELEMENTS.map((element, index) => (
            <option key={element} value={element}>
              {`${ELEMENT_NAMES[element]} (${index + 1})`}
            </option>
          ))}
          {status.element === "other" ? (
            <option value="other" disabled>
              Other
            </option>
          ) : null}
        </select>
      </span>
      <span aria-live="polite" className="sr-only" data-testid="element-announcement">
        {elementName(status.element)}
      </span>
      <span id={id} title={KEYS_HELP} className="max-sm:sr-only">
        <span aria-hidden="true">
          Tab / Shift+Tab: element · Ctrl+1–6: set · Esc, Tab: leave · Esc Esc: close
        </span>
        <span className="sr-only">{KEYS_HELP}</span>
      </span>
      {status.page ? (
        <span className="ml-auto tabular-nums" data-testid="page-position">
          Page {status.page.page} of {status.page.pageCount}
        </span>
      ) : null}
    </div>
  );
}

export { StatusLine };
