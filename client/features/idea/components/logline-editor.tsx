import { ArrowRightIcon, SaveIcon } from "lucide-react";
import * as React from "react";
import { Button } from "#client/components/ui/button";
import { Card, CardContent } from "#client/components/ui/card";
import { CardHeading } from "#client/components/ui/card-heading";
import { Textarea } from "#client/components/ui/input";
import { Label } from "#client/components/ui/label";
import { cn } from "#client/lib/cn";
import { LOGLINE_MAX } from "#shared/schemas/screenplay";

const TIPS = [
  [
    "Be concise",
    `25-50 words, one or two sentences, within ${LOGLINE_MAX} characters: most loglines that fit both run 25-35 words.`,
  ],
  ["Name the protagonist", "Who is the story about? Give them a telling description."],
  ["State the goal and the conflict", "What do they want, and what stands in the way?"],
  ["Create intrigue", "Hint at the stakes or a twist that makes us want to see it."],
  ["Convey the tone", "A reader should feel the genre: dread, warmth, laughter."],
] as const;

export function countWords(text: string): number {
  return text.trim() ? text.trim().split(/\s+/).length : 0;
}

export const LOGLINE_TOO_LONG = `Logline must be at most ${LOGLINE_MAX} characters`;

/**
 * Both rules a logline meets, in one counter: the advice of 25-50 words and the field's limit
 * of 200 characters. Green when both hold; red past the limit, which blocks saving.
 */
function loglineCount(text: string) {
  const words = countWords(text);
  const chars = text.trim().length;
  const tooLong = chars > LOGLINE_MAX;
  const tone = tooLong
    ? "text-destructive"
    : words >= 25 && words <= 50
      ? "text-success"
      : "text-foreground";
  return { words, chars, tooLong, tone };
}

/**
 * The logline's text area is left to the browser (uncontrolled, and not re-rendered as the
 * writer types): React writing a controlled textarea's value back into the page breaks the
 * browser's undo, and Ctrl+Z must take back an AI logline. The screen writes into it through
 * `fieldRef` and hears every change through `onText`.
 */
const LoglineField = React.memo(function LoglineField({
  id,
  fieldRef,
  initialValue,
  onText,
  invalid,
}: {
  id: string;
  fieldRef: React.Ref<HTMLTextAreaElement>;
  initialValue: string;
  onText: (text: string) => void;
  invalid: boolean;
}) {
  return (
    <Textarea
      ref={fieldRef}
      id={id}
      name="logline"
      rows={5}
      defaultValue={initialValue}
      onChange={(event) => onText(event.target.value)}
      placeholder="When a … must … before …"
      aria-invalid={invalid}
      aria-describedby={`${id}-count${invalid ? ` ${id}-error` : ""}`}
      className="font-serif text-base leading-relaxed"
    />
  );
});

/** The editable logline with the logline tips, a live word and character count and the two actions. */
function LoglineEditor({
  fieldRef,
  initialValue,
  value,
  savedValue,
  onChange,
  onSave,
  onContinue,
  saving,
  continuing,
}: {
  fieldRef: React.Ref<HTMLTextAreaElement>;
  /** The text the field starts with; later changes go through `fieldRef`. */
  initialValue: string;
  /** The field's current text, as `onChange` last reported it. */
  value: string;
  savedValue: string;
  onChange: (value: string) => void;
  onSave: () => void;
  onContinue: () => void;
  saving: boolean;
  continuing: boolean;
}) {
  const id = React.useId();
  const { words, chars, tooLong, tone } = loglineCount(value);
  const unsaved = value.trim() !== savedValue.trim();

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <Card>
        <CardHeading
          title="Logline"
          description="Your story in a sentence or two. Edit freely, then save it to the screenplay."
        />
        <CardContent className="grid gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor={id}>Logline</Label>
            <LoglineField
              id={id}
              fieldRef={fieldRef}
              initialValue={initialValue}
              onText={onChange}
              invalid={tooLong}
            />
            <p
              id={`${id}-count`}
              className="flex flex-wrap justify-between gap-x-4 text-xs text-muted-foreground"
              aria-live="polite"
            >
              <span data-testid="logline-word-count" className={cn("font-medium", tone)}>
                {words} {words === 1 ? "word" : "words"} · {chars}/{LOGLINE_MAX} characters
              </span>
              <span>aim for 25-50 words within {LOGLINE_MAX} characters</span>
            </p>
            {tooLong ? (
              <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
                {LOGLINE_TOO_LONG}. Tighten it before saving.
              </p>
            ) : null}
          </div>
          <div className="flex flex-col gap-2 border-t border-border pt-4 sm:flex-row sm:items-center">
            <Button variant="outline" onClick={onSave} disabled={saving || continuing}>
              <SaveIcon aria-hidden="true" />
              {saving ? "Saving..." : "Save Logline"}
            </Button>
            <Button onClick={onContinue} disabled={saving || continuing} className="sm:ml-auto">
              {continuing ? "Saving..." : "Continue to Outline"}
              <ArrowRightIcon aria-hidden="true" />
            </Button>
          </div>
          {unsaved && savedValue ? (
            <p className="text-xs text-muted-foreground">
              Unsaved changes. The saved logline is still the previous one.
            </p>
          ) : null}
        </CardContent>
      </Card>
      <aside
        aria-labelledby={`${id}-tips`}
        className="rounded-xl border border-border bg-accent-soft/60 p-5"
      >
        <h2 id={`${id}-tips`} className="text-sm font-semibold text-accent-strong">
          Logline tips
        </h2>
        <ul className="mt-3 grid gap-3 text-sm">
          {TIPS.map(([title, body]) => (
            <li key={title}>
              <p className="font-medium">{title}</p>
              <p className="text-muted-foreground">{body}</p>
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}

export { LoglineEditor };
