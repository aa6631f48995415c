import { Loader2Icon, SparklesIcon, TriangleAlertIcon } from "lucide-react";
import type { UseFormReturn } from "react-hook-form";
import { Button } from "#client/components/ui/button";
import { Textarea } from "#client/components/ui/input";
import { Label } from "#client/components/ui/label";
import type { SceneGenerator } from "../hooks/use-scene-generator";
import type { SceneFormValues } from "./scene-form-model";
import { SceneWritingSurface } from "./scene-writing-surface";

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

/** The 'Scene Content' tab: the writing surface, 'AI Generate Scene', 'Continue writing' and format tips. */
function SceneContentField({
  form,
  heading,
  content,
  generator,
}: {
  form: UseFormReturn<SceneFormValues>;
  heading: string;
  content: string;
  generator: SceneGenerator;
}) {
  const error = form.formState.errors.content?.message;
  const needsHeading = !heading.trim();
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Label htmlFor="scene-content">Scene Content</Label>
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
        textarea={{
          value: content,
          element: (
            <Textarea
              id="scene-content"
              rows={24}
              spellCheck
              readOnly={generator.generating}
              aria-busy={generator.generating}
              aria-invalid={Boolean(error)}
              placeholder={
                "Write the scene in screenplay format…\n\nMAYA\n(quietly)\nWe're not alone."
              }
              className="min-h-[36rem] resize-y font-script text-[15px] leading-[1.6] lg:min-h-[38.5rem]"
              {...form.register("content")}
            />
          ),
        }}
      />
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
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
