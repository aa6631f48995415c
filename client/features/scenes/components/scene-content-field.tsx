import { Loader2Icon, SparklesIcon, TriangleAlertIcon } from "lucide-react";
import * as React from "react";
import { type UseFormReturn, useController } from "react-hook-form";
import { Button } from "#client/components/ui/button";
import { Label } from "#client/components/ui/label";
import type { SceneCompletions } from "#client/entities/scenes/scene-completions";
import type { SceneFormValues } from "#client/entities/scenes/scene-form-model";
import type { PaperSize } from "#shared/schemas/screenplay";
import type { SceneGenerator } from "../hooks/use-scene-generator";
import { SceneWritingSurface } from "./scene-writing-surface";

// CodeMirror loads with the scene dialog, never with the pages around it.
const ScreenplayEditor = React.lazy(() => import("#client/features/screenplay-editor"));

/** The editor's height, and its stand-in's while it loads, so nothing moves when it arrives. */
const EDITOR_HEIGHT = "h-[36rem] lg:h-[38.5rem]";

const PLACEHOLDER = "Write the scene in screenplay format…\n\nMAYA\n(quietly)\nWe're not alone.";

const FORMAT_TIPS = [
  ["Action", "Present tense, what we see and hear. Keep paragraphs to a few lines."],
  ["Character cue", "The name in CAPITALS on its own line, with the dialogue right below it."],
  ["Parenthetical", "(quietly) on its own line under the cue, for how a line is said."],
  ["Transition", "CUT TO: in capitals, ending with a colon, on its own line."],
  ["Emphasis", "*italic*, **bold** and _underline_, as in Fountain."],
] as const;

/**
 * One of the AI buttons: off while any run goes or the heading is missing (the hint says so),
 * with a spinner and its running label while its own run goes.
 */
function RunButton({
  generator,
  run,
  blocked,
  labels: [idle, busy],
  onClick,
  ...rest
}: {
  generator: SceneGenerator;
  run: SceneGenerator["running"];
  blocked: boolean;
  labels: [string, string];
  onClick: () => void;
  "data-stream-pieces"?: number;
}) {
  const running = generator.running === run;
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={onClick}
      disabled={generator.generating || blocked}
      aria-describedby={blocked ? "generate-hint" : undefined}
      {...rest}
    >
      {running ? (
        <Loader2Icon className="animate-spin" aria-hidden="true" />
      ) : (
        <SparklesIcon aria-hidden="true" />
      )}
      {running ? busy : idle}
    </Button>
  );
}

/** After a stream broke mid-way: the text that arrived stays, and can be written on from. */
function UnfinishedNote({ onContinue }: { onContinue: () => void }) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm"
    >
      <TriangleAlertIcon className="size-4 shrink-0 text-destructive" aria-hidden="true" />
      <span className="font-medium">The AI stopped before the scene was finished.</span>
      <Button variant="outline" size="sm" className="ml-auto" onClick={onContinue}>
        Continue
      </Button>
    </div>
  );
}

/** What the editor shows while its code loads: the same box, so the dialog keeps its size. */
function EditorLoading() {
  return (
    <div
      className={`${EDITOR_HEIGHT} grid place-items-center rounded-lg border border-input bg-surface text-sm text-muted-foreground`}
    >
      <span className="flex items-center gap-2">
        <Loader2Icon className="size-4 animate-spin" aria-hidden="true" />
        Loading the editor…
      </span>
    </div>
  );
}

/** The 'Scene Content' tab: the writing surface, 'AI Generate Scene', 'Continue writing' and format tips. */
function SceneContentField({
  form,
  heading,
  generator,
  completions,
  paperSize,
}: {
  form: UseFormReturn<SceneFormValues>;
  heading: string;
  generator: SceneGenerator;
  completions: SceneCompletions;
  paperSize: PaperSize;
}) {
  const { field, fieldState } = useController({ control: form.control, name: "content" });
  const error = fieldState.error?.message;
  const content = field.value;
  const needsHeading = !heading.trim();
  const { editor } = generator;
  const { ref: fieldRef, onChange } = field;
  // The form focuses the field through this ref (setFocus after a failed submit).
  const editorRef = React.useCallback(
    (handle: React.ComponentRef<typeof ScreenplayEditor> | null) => {
      editor.current = handle;
      fieldRef(handle ? { focus: handle.focus } : null);
    },
    [editor, fieldRef],
  );
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Label htmlFor="scene-content" onClick={() => editor.current?.focus()}>
          Scene Content
        </Label>
        <div className="flex flex-wrap items-center gap-2">
          {needsHeading ? (
            <span id="generate-hint" className="text-xs text-muted-foreground">
              Add a scene heading first.
            </span>
          ) : null}
          {content.trim() ? (
            <RunButton
              generator={generator}
              run="continue"
              blocked={needsHeading}
              labels={["Continue writing", "Continuing..."]}
              onClick={generator.continueWriting}
            />
          ) : null}
          <RunButton
            generator={generator}
            run="generate"
            blocked={needsHeading}
            labels={["AI Generate Scene", "Generating..."]}
            onClick={generator.generate}
            data-stream-pieces={generator.pieces}
          />
        </div>
      </div>
      {generator.unfinished && !generator.generating ? (
        <UnfinishedNote onContinue={generator.continueWriting} />
      ) : null}
      <SceneWritingSurface
        heading={heading}
        paperSize={paperSize}
        editor={{
          value: content,
          element: (
            <React.Suspense fallback={<EditorLoading />}>
              <ScreenplayEditor
                ref={editorRef}
                id="scene-content"
                label="Scene Content"
                value={content}
                onChange={onChange}
                readOnly={generator.generating}
                busy={generator.generating}
                invalid={Boolean(error)}
                describedBy={error ? "scene-content-error" : undefined}
                placeholder={PLACEHOLDER}
                completions={completions}
                startsInScene
                pagesPrefix={`${heading.trim() || "UNTITLED SCENE"}\n\n`}
                paperSize={paperSize}
                className={EDITOR_HEIGHT}
              />
            </React.Suspense>
          ),
        }}
      />
      {error ? (
        <p id="scene-content-error" role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <details className="rounded-lg border border-border bg-muted/40 p-3 text-sm" open>
        <summary className="cursor-pointer font-medium">Screenplay format tips</summary>
        <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[9rem_1fr]">
          {FORMAT_TIPS.map(([term, text]) => (
            <div key={term} className="contents">
              <dt className="font-medium">{term}</dt>
              <dd className="text-muted-foreground">{text}</dd>
            </div>
          ))}
        </dl>
      </details>
    </div>
  );
}

export { SceneContentField };
