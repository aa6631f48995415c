import { ArrowRightIcon, Loader2Icon, SearchCheckIcon, WandSparklesIcon } from "lucide-react";
import * as React from "react";
import { IntroTip } from "#client/components/layout/intro-tip";
import { ScriptNotes, scriptParts } from "#client/components/script-notes";
import { Button } from "#client/components/ui/button";
import { Card, CardContent } from "#client/components/ui/card";
import { StepScreen } from "#client/components/ui/page-header";
import { Spinner } from "#client/components/ui/spinner";
import { toast } from "#client/components/ui/use-toast";
import { useScenes } from "#client/entities/scenes/get-scenes";
import { useAdvanceScreenplay } from "#client/entities/screenplays/advance-screenplay";
import type { StepScreenProps } from "#client/lib/step-screen";
import { STEP_TITLES } from "#client/lib/steps";
import { useFocusNewContent } from "#client/lib/use-focus-new-content";
import { useAnalyzeScreenplay } from "./api/analyze-screenplay";
import { AnalysisResults } from "./components/analysis-results";
import { StatisticsPanel } from "./components/statistics-panel";

/** AI Editor: analyze the whole script, then continue to the final script. */
export default function EditorScreen({ screenplay }: StepScreenProps) {
  const id = screenplay.id;
  const scenes = useScenes(id);
  const analyze = useAnalyzeScreenplay();
  const { advance, isPending: advancing } = useAdvanceScreenplay(screenplay);
  const continueToFinal = () => advance({ to: "final", open: true });
  const count = scenes.data?.length ?? 0;
  const notedParts = React.useMemo(
    () => scriptParts(screenplay.opening, scenes.data ?? []),
    [screenplay.opening, scenes.data],
  );
  const analysis = analyze.data;
  // The results take the focus: the button, disabled while the analysis ran, has lost it.
  const focusNewContent = useFocusNewContent();
  const results = React.useRef<HTMLElement>(null);

  function runAnalysis() {
    if (!scenes.data || scenes.data.length === 0) {
      toast({
        variant: "destructive",
        title: "No scenes found",
        description: "You need to create scenes before analysis.",
      });
      return;
    }
    analyze.mutate(
      // The server reads the script from the stored scenes.
      { screenplayId: id },
      { onSuccess: () => focusNewContent(results) },
    );
  }

  return (
    <StepScreen
      title={STEP_TITLES.editor}
      description="Get feedback on structure, characters, dialogue and visuals across the whole script."
      actions={
        <div className="grid justify-items-end gap-1">
          <Button
            onClick={runAnalysis}
            disabled={count === 0 || analyze.isPending || scenes.isPending}
          >
            {analyze.isPending ? (
              <Loader2Icon className="animate-spin" aria-hidden="true" />
            ) : (
              <SearchCheckIcon aria-hidden="true" />
            )}
            {analyze.isPending ? "Analyzing..." : "Analyze Screenplay"}
          </Button>
          {!scenes.isPending && count === 0 ? (
            <p className="max-w-xs text-right text-xs text-muted-foreground">
              You need to create scenes before analysis can be performed.
            </p>
          ) : null}
        </div>
      }
    >
      <IntroTip id="editor" title="How the analysis works">
        The script is first measured (pages, act balance, who speaks how much), then read for
        structure, character, dialogue and visuals. The results stay on this screen only: run it
        again after you revise.
      </IntroTip>

      <ScriptNotes parts={notedParts} />

      {scenes.isPending ? (
        <Spinner />
      ) : analysis ? (
        <section
          ref={results}
          tabIndex={-1}
          aria-label="Analysis results"
          className="grid items-start gap-6 outline-none xl:grid-cols-[minmax(0,1fr)_20rem]"
        >
          <AnalysisResults analysis={analysis} />
          <StatisticsPanel statistics={analysis.statistics} />
        </section>
      ) : (
        <Card className="border-dashed">
          <CardContent className="grid justify-items-center gap-3 py-12 text-center">
            <WandSparklesIcon className="size-10 text-primary" aria-hidden="true" />
            <h2 className="text-xl font-semibold">Ready for Analysis</h2>
            <p className="max-w-md text-sm text-muted-foreground">
              {count === 0
                ? "Write at least one scene, then come back for feedback on the whole script."
                : `Analyze your ${count} ${count === 1 ? "scene" : "scenes"} for structure, character development, dialogue and visual storytelling.`}
            </p>
            <Button variant="outline" onClick={continueToFinal} disabled={advancing}>
              Skip to Final Script
            </Button>
          </CardContent>
        </Card>
      )}

      <div className="flex justify-end border-t border-border pt-6">
        <Button size="lg" onClick={continueToFinal} disabled={advancing}>
          {advancing ? "Saving..." : "Continue to Final Script"}
          {advancing ? null : <ArrowRightIcon aria-hidden="true" />}
        </Button>
      </div>
    </StepScreen>
  );
}
