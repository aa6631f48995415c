import * as React from "react";
import { useParams } from "wouter";
import { ProtectedLayout } from "#client/app/layouts/protected-layout";
import { STEP_SCREENS } from "#client/app/step-screens";
import { useFilledSteps } from "#client/app/use-filled-steps";
import { AiAssistantProvider } from "#client/components/layout/ai-assistant-context";
import { AiAssistantLayout } from "#client/components/layout/ai-assistant-layout";
import { StepSidebar } from "#client/components/layout/step-sidebar";
import { Spinner } from "#client/components/ui/spinner";
import { toast } from "#client/components/ui/use-toast";
import { useAdvanceScreenplay } from "#client/entities/screenplays/advance-screenplay";
import { useScreenplay } from "#client/entities/screenplays/get-screenplay";
import { DraftsButton } from "#client/features/drafts/components/drafts-button";
import { ScreenplaySuggestionsFeed } from "#client/features/suggestions/components/screenplay-suggestions-feed";
import { isStep, STEP_TITLES, type Step } from "#client/lib/steps";
import { describePending, savePending } from "#client/lib/unsaved-changes";
import { UnsavedChangesGuard } from "#client/lib/unsaved-changes-guard";
import { useDocumentTitle } from "#client/lib/use-document-title";
import type { Screenplay } from "#shared/schemas/screenplay";
import NotFoundRoute from "./not-found";
import { ScreenplayNotFound, useScreenplayId } from "./screenplay-shared";

/** The shell of the six step screens: loads the screenplay, shows the sidebar and the step. */
export default function ScreenplayStepRoute() {
  const { step } = useParams<{ id: string; step: string }>();
  if (!isStep(step)) return <NotFoundRoute />;
  return (
    <ProtectedLayout>
      <AiAssistantProvider>
        <StepShell step={step} />
      </AiAssistantProvider>
    </ProtectedLayout>
  );
}

function StepShell({ step }: { step: Step }) {
  const id = useScreenplayId();
  const { data: screenplay, isPending, error } = useScreenplay(id);
  useDocumentTitle(screenplay ? `${STEP_TITLES[step]} — ${screenplay.title}` : STEP_TITLES[step]);

  if (!id || (error && "status" in error && error.status === 404)) return <ScreenplayNotFound />;
  if (isPending) return <Spinner className="py-24" />;
  if (!screenplay) return <ScreenplayNotFound message={error?.message} />;
  return <StepPage screenplay={screenplay} step={step} />;
}

function StepPage({ screenplay, step }: { screenplay: Screenplay; step: Step }) {
  // Save Progress marks this page's step reached, the way Continue does: never backwards.
  const { advance, isPending } = useAdvanceScreenplay(screenplay);
  const filledSteps = useFilledSteps(screenplay);
  const [savingEdits, setSavingEdits] = React.useState(false);
  const Screen = STEP_SCREENS[step];

  // The screen's pending edits are saved first; 'Progress saved' is said only when they all were.
  async function saveProgress() {
    setSavingEdits(true);
    const unsaved = await savePending();
    setSavingEdits(false);
    if (unsaved.length > 0) {
      toast({
        variant: "destructive",
        title: "Progress not saved",
        description: `Your changes in ${describePending(unsaved)} are not saved yet. Save them there, then try again.`,
      });
      return;
    }
    advance({ to: step });
  }
  return (
    <AiAssistantLayout>
      <ScreenplaySuggestionsFeed screenplayId={screenplay.id} />
      <StepSidebar
        screenplay={screenplay}
        activeStep={step}
        filledSteps={filledSteps}
        onSaveProgress={() => void saveProgress()}
        isSaving={isPending || savingEdits}
        draftsButton={<DraftsButton screenplayId={screenplay.id} />}
      />
      <UnsavedChangesGuard />
      <div className="min-w-0">
        <React.Suspense fallback={<Spinner className="py-24" />}>
          <Screen screenplay={screenplay} step={step} />
        </React.Suspense>
      </div>
    </AiAssistantLayout>
  );
}
