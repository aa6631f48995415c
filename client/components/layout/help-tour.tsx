import * as React from "react";
import { Button } from "#client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "#client/components/ui/dialog";
import { HELP_TOUR_STEPS } from "./help-tour-steps";

/**
 * Where focus goes back to when the tour closes: where it was when it opened or, when that
 * was nowhere (the tour opened by itself) or is gone, the page's heading, never the body.
 */
function returnFocus(previous: Element | null) {
  if (previous instanceof HTMLElement && previous !== document.body && previous.isConnected) {
    previous.focus();
    return;
  }
  const heading = document.querySelector<HTMLElement>("main h1");
  if (!heading) return;
  if (!heading.hasAttribute("tabindex")) heading.tabIndex = -1;
  heading.focus();
}

/** The five-step tour. It is mounted only while open, so reopening starts at step 1. */
function HelpTour({ onClose }: { onClose: () => void }) {
  const [index, setIndex] = React.useState(0);
  // Read before the dialog moves focus into itself.
  const [previous] = React.useState(() => document.activeElement);
  const step = HELP_TOUR_STEPS[index] ?? HELP_TOUR_STEPS[0];
  const isFirst = index === 0;
  const isLast = index === HELP_TOUR_STEPS.length - 1;

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === "ArrowRight" && !isLast) setIndex(index + 1);
    else if (event.key === "ArrowLeft" && !isFirst) setIndex(index - 1);
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        className="max-w-md"
        aria-describedby="help-tour-body"
        onKeyDown={onKeyDown}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus(previous);
        }}
      >
        <div className="flex flex-col gap-1 pr-6">
          <p className="text-xs font-medium tracking-wide text-primary uppercase">
            Help guide · Step {index + 1} of {HELP_TOUR_STEPS.length}
          </p>
          <DialogTitle>{step.title}</DialogTitle>
        </div>
        <DialogDescription id="help-tour-body" className="text-sm leading-relaxed text-foreground">
          {step.body}
        </DialogDescription>
        <p className="rounded-md bg-accent-soft px-3 py-2 text-sm text-accent-strong">{step.tip}</p>
        <div className="flex items-center justify-between gap-2 pt-1">
          <div className="flex gap-1.5" aria-hidden="true">
            {HELP_TOUR_STEPS.map((s, i) => (
              <span
                key={s.title}
                className={`size-2 rounded-full ${i === index ? "bg-primary" : "bg-border"}`}
              />
            ))}
          </div>
          <div className="flex gap-2">
            <Button variant="outline" disabled={isFirst} onClick={() => setIndex((i) => i - 1)}>
              Previous
            </Button>
            {isLast ? (
              <Button onClick={onClose}>Got it!</Button>
            ) : (
              <Button onClick={() => setIndex((i) => i + 1)}>Next</Button>
            )}
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}

export { HelpTour };
