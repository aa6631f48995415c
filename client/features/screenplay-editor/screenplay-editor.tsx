import { Compartment, type Extension } from "@codemirror/state";
import { EditorView, placeholder as placeholderText } from "@codemirror/view";
import * as React from "react";
import { cn } from "#client/lib/cn";
import { profiles } from "#shared/domain/screenplay/print-profile";
import type { PaperSize } from "#shared/schemas/screenplay";
import { type CompletionData, completionData } from "./completion";
import { screenplayEditing, screenplayKeys } from "./extensions";
import { setElement } from "./flow-commands";
import { screenplayLook } from "./look";
import { pagesLayer } from "./pages";
import { StatusLine, type StatusSnapshot, sameStatus, statusOf } from "./status-line";
import { externalText, replaceText, useDocumentSync } from "./use-document-sync";
import { useEditorEscape } from "./use-editor-escape";

export type ScreenplayEditorHandle = {
  /** Replaces the whole text, or appends after it, as ONE undoable edit (Ctrl+Z takes it back). */
  setText(text: string, options?: { append?: boolean }): void;
  focus(): void;
  view(): EditorView | null;
};

export type ScreenplayEditorProps = {
  /**
   * On the contenteditable, for a <Label htmlFor> to point at. A label names only form
   * controls, so the text box takes its accessible name from `label`.
   */
  id?: string;
  /** Accessible name of the text box, e.g. "Scene Content". */
  label: string;
  /** Controlled-ish: external changes (not made by typing) replace the doc. */
  value: string;
  onChange: (value: string) => void;
  readOnly?: boolean;
  busy?: boolean;
  invalid?: boolean;
  describedBy?: string;
  placeholder?: string;
  /** Cues: character names and the cues used elsewhere; locations: places in headings. */
  completions?: CompletionData;
  /** Extra CodeMirror extensions (the script view adds its own). */
  extensions?: Extension[];
  /** True for 'Scene Content': the text follows a heading shown elsewhere. */
  startsInScene?: boolean;
  /**
   * Draws the pages as they print, counting this text (e.g. the scene's heading, shown
   * elsewhere) as if it came first; without it the editor draws no pages.
   */
  pagesPrefix?: string;
  /** The paper the pages are laid out on (the screenplay's), US Letter unless said. */
  paperSize?: PaperSize;
  className?: string;
  ref?: React.Ref<ScreenplayEditorHandle>;
};

const NO_COMPLETIONS: CompletionData = { cues: [], locations: [] };

/** What the editor is told after it starts; a change reconfigures it in place. */
type Settings = Pick<
  ScreenplayEditorProps,
  | "id"
  | "label"
  | "readOnly"
  | "busy"
  | "invalid"
  | "describedBy"
  | "placeholder"
  | "completions"
  | "extensions"
  | "pagesPrefix"
  | "paperSize"
>;

/** The content element's attributes: its name, state and help for assistive technology. */
function contentAttributes(props: Settings, helpId: string) {
  const describedBy = [props.describedBy, helpId].filter(Boolean).join(" ");
  return EditorView.contentAttributes.of({
    ...(props.id ? { id: props.id } : {}),
    role: "textbox",
    "aria-multiline": "true",
    "aria-label": props.label,
    "aria-invalid": props.invalid ? "true" : "false",
    "aria-busy": props.busy ? "true" : "false",
    "aria-readonly": props.readOnly ? "true" : "false",
    "aria-describedby": describedBy,
    spellcheck: "true",
    autocapitalize: "sentences",
  });
}

function configured(props: Settings, helpId: string) {
  return [
    contentAttributes(props, helpId),
    EditorView.editable.of(!props.readOnly),
    EditorView.editorAttributes.of({ class: "font-script" }),
    props.placeholder ? placeholderText(props.placeholder) : [],
    completionData.of(props.completions ?? NO_COMPLETIONS),
    props.pagesPrefix === undefined
      ? []
      : pagesLayer({ prefix: props.pagesPrefix, profile: profiles[props.paperSize ?? "letter"] }),
    props.extensions ?? [],
  ];
}

/**
 * A screenplay editor on CodeMirror: Fountain text laid out as it prints, with Final Draft's
 * element keys, capitals where Fountain needs them, cue and heading completion, and a status
 * line naming the element at the cursor.
 */
function ScreenplayEditor(props: ScreenplayEditorProps) {
  const { ref, value, onChange, startsInScene = false, className } = props;
  const host = React.useRef<HTMLDivElement>(null);
  const [view, setView] = React.useState<EditorView | null>(null);
  const [status, setStatus] = React.useState<StatusSnapshot>({ element: "action", page: null });
  const helpId = `${React.useId()}-keys`;
  const [settings] = React.useState(() => new Compartment());
  const latest = React.useRef({ props, helpId, onChange });
  latest.current = { props, helpId, onChange };
  const sync = useDocumentSync(view, value);
  useEditorEscape(view);

  React.useLayoutEffect(() => {
    const { props: initial, helpId: help } = latest.current;
    const created = new EditorView({
      parent: host.current ?? undefined,
      doc: initial.value,
      extensions: [
        screenplayEditing({ inScene: startsInScene }),
        screenplayKeys(),
        screenplayLook(),
        settings.of(configured(initial, help)),
        EditorView.updateListener.of((update) => {
          const next = statusOf(update.state);
          setStatus((previous) => (sameStatus(previous, next) ? previous : next));
          if (update.transactions.every(externalText)) return;
          latest.current.onChange(sync.emitted(update.state.doc.toString()));
        }),
      ],
    });
    setStatus(statusOf(created.state));
    setView(created);
    return () => created.destroy();
  }, [settings, startsInScene, sync]);

  const { id, label, invalid, busy, readOnly, describedBy, placeholder } = props;
  const { completions, extensions, pagesPrefix, paperSize } = props;
  React.useEffect(() => {
    const current = { id, label, invalid, busy, readOnly, describedBy, placeholder };
    const reconfigured = configured(
      { ...current, completions, extensions, pagesPrefix, paperSize },
      helpId,
    );
    view?.dispatch({ effects: settings.reconfigure(reconfigured) });
  }, [
    view,
    settings,
    helpId,
    id,
    label,
    invalid,
    busy,
    readOnly,
    describedBy,
    placeholder,
    completions,
    extensions,
    pagesPrefix,
    paperSize,
  ]);

  React.useImperativeHandle(
    ref,
    () => ({
      setText: (text, options) => {
        if (view) replaceText(view, text, options);
      },
      focus: () => view?.focus(),
      view: () => view,
    }),
    [view],
  );

  return (
    <div
      className={cn(
        "@container flex flex-col overflow-hidden rounded-lg border border-input bg-surface shadow-xs focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/50",
        props.invalid && "border-destructive",
        className,
      )}
    >
      <div
        ref={host}
        // A print line (61 characters of Courier, 0.6 em each, with the gutters and a scroll bar)
        // fits the editor's width down to 11 px type; below that lines wrap early, as on a phone.
        className="min-h-0 flex-1 text-[clamp(11px,calc((100cqw-3rem)/37.5),15px)] leading-[1.6] [&_.cm-editor]:h-full [&_.cm-editor]:outline-none"
      />
      <StatusLine
        id={helpId}
        status={status}
        readOnly={readOnly}
        onSetElement={(element) => {
          if (!view || readOnly) return;
          setElement(element)(view);
          view.focus();
        }}
      />
    </div>
  );
}

export { ScreenplayEditor };
