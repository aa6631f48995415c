import { CheckIcon, SaveIcon } from "lucide-react";
import type * as React from "react";
import { useLayoutEffect, useRef } from "react";
import { Link } from "wouter";
import { Badge } from "#client/components/ui/badge";
import { Button } from "#client/components/ui/button";
import { Progress } from "#client/components/ui/progress";
import { cn } from "#client/lib/cn";
import {
  type FilledSteps,
  isStepDone,
  STEP_TITLES,
  STEPS,
  type Step,
  stepPath,
  stepPercent,
} from "#client/lib/steps";

type StepSidebarProps = {
  screenplay: { id: number; title: string; currentStep: string | null };
  /** The step whose page is on screen: it gets the 'Active' badge. */
  activeStep: Step;
  /** Which of the idea, outline and characters steps hold something (see isStepDone). */
  filledSteps: FilledSteps;
  onSaveProgress: () => void;
  isSaving?: boolean;
  /** The button that opens the screenplay's drafts, beside Save Progress. */
  draftsButton: React.ReactNode;
};

/**
 * The six-step navigation of a screenplay. The percent follows the screenplay's saved
 * step, check marks the steps before it that hold something; the 'Active' badge follows the
 * page being viewed.
 */
function StepSidebar({
  screenplay,
  activeStep,
  filledSteps,
  onSaveProgress,
  isSaving = false,
  draftsButton,
}: StepSidebarProps) {
  const percent = stepPercent(screenplay.currentStep);
  const stepList = useRef<HTMLOListElement>(null);
  useCentredActiveStep(stepList, activeStep);

  return (
    <aside
      aria-label="Screenplay steps"
      className="flex min-w-0 flex-col gap-4 rounded-xl border border-border bg-surface p-4 sm:p-5 lg:sticky lg:top-20 lg:gap-5"
    >
      <div className="grid gap-2">
        <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
          Screenplay
        </p>
        <h2 className="font-serif text-lg leading-snug font-semibold break-words">
          {screenplay.title}
        </h2>
        <div className="flex items-center gap-3">
          <Progress value={percent} aria-label="Progress" className="flex-1" />
          <span className="text-sm font-medium tabular-nums">{percent}%</span>
        </div>
      </div>
      <nav aria-label="Steps">
        <ol
          ref={stepList}
          className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 [mask-image:linear-gradient(to_right,transparent,#000_1rem,#000_calc(100%-1rem),transparent)] sm:-mx-5 sm:px-5 lg:mx-0 lg:grid lg:overflow-visible lg:px-0 lg:pb-0 lg:[mask-image:none]"
        >
          {STEPS.map((step, index) => {
            const isActive = step === activeStep;
            const isDone = isStepDone(step, screenplay.currentStep, filledSteps);
            return (
              <li key={step} className="shrink-0 lg:shrink">
                <Link
                  href={stepPath(screenplay.id, step)}
                  aria-current={isActive ? "page" : undefined}
                  className={cn(
                    "flex items-center gap-3 rounded-lg px-2.5 py-2 text-sm whitespace-nowrap lg:whitespace-normal transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
                    isActive &&
                      "bg-accent-soft font-medium text-accent-strong hover:bg-accent-soft",
                  )}
                >
                  <span
                    className={cn(
                      "flex size-6 shrink-0 items-center justify-center rounded-full border text-xs font-semibold",
                      isDone
                        ? "border-success bg-success text-white"
                        : "border-border bg-surface text-muted-foreground",
                    )}
                  >
                    {isDone ? <CheckIcon className="size-3.5" aria-label="Completed" /> : index + 1}
                  </span>
                  <span className="flex-1">{STEP_TITLES[step]}</span>
                  {isActive ? <Badge>Active</Badge> : null}
                </Link>
              </li>
            );
          })}
        </ol>
      </nav>
      <div className="grid grid-cols-2 gap-2 lg:grid-cols-1">
        <Button variant="outline" onClick={onSaveProgress} disabled={isSaving}>
          <SaveIcon aria-hidden="true" />
          {isSaving ? "Saving..." : "Save Progress"}
        </Button>
        {draftsButton}
      </div>
    </aside>
  );
}

/**
 * Below the large breakpoint the steps are one row that scrolls sideways, its edges faded to
 * show there is more. The step on screen is brought to the middle of that row, so a writer on
 * the Final Script step sees it rather than the first two steps. The row is scrolled, not the
 * page: scrollIntoView would move the page too.
 */
function useCentredActiveStep(list: React.RefObject<HTMLOListElement | null>, activeStep: Step) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the active step changes
  useLayoutEffect(() => {
    const row = list.current;
    const active = row?.querySelector<HTMLElement>("[aria-current=page]")?.parentElement;
    if (!row || !active || row.scrollWidth <= row.clientWidth) return;
    const centre = (box: DOMRect) => box.left + box.width / 2;
    row.scrollLeft += centre(active.getBoundingClientRect()) - centre(row.getBoundingClientRect());
  }, [list, activeStep]);
}

export { StepSidebar };
