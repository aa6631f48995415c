import * as React from "react";
import { flushSync } from "react-dom";
import { Button } from "#client/components/ui/button";
import { QuestionDialog } from "#client/components/ui/question-dialog";

type Choice<T extends string> = { value: T; label: string; variant?: "default" | "outline" };
type Question<T extends string> = {
  title: string;
  description: React.ReactNode;
  /** The last one is the default: it is drawn as the main button and takes the focus. */
  choices: Choice<T>[];
};

/**
 * Asks the writer before an AI result replaces their words: `ask` resolves with the chosen
 * value, or null for Cancel (and Escape). Render `dialog` once in the screen.
 */
export function useChoiceDialog<T extends string>() {
  const [question, setQuestion] = React.useState<Question<T> | null>(null);
  const answer = React.useRef<(value: T | null) => void>(() => {});
  const chosen = React.useRef<HTMLButtonElement>(null);

  const ask = React.useCallback((next: Question<T>) => {
    answer.current(null);
    setQuestion(next);
    return new Promise<T | null>((resolve) => {
      answer.current = resolve;
    });
  }, []);

  function close(value: T | null) {
    // The question closes before the answer is acted on: while open it keeps the focus inside
    // it, and a native edit of the writer's field needs that field focused.
    flushSync(() => setQuestion(null));
    answer.current(value);
    answer.current = () => {};
  }

  const last = question ? question.choices.length - 1 : -1;
  const dialog = (
    <QuestionDialog
      open={question !== null}
      onOpenChange={(open) => !open && close(null)}
      title={question?.title}
      description={question?.description}
      initialFocus={chosen}
    >
      {question?.choices.map((choice, i) => (
        <Button
          key={choice.value}
          variant={choice.variant ?? (i === last ? "default" : "outline")}
          ref={i === last ? chosen : undefined}
          onClick={() => close(choice.value)}
        >
          {choice.label}
        </Button>
      ))}
    </QuestionDialog>
  );
  return { ask, dialog };
}
