import * as React from "react";
import { scriptParts } from "#client/components/script-notes";
import { Badge } from "#client/components/ui/badge";
import { StepScreen } from "#client/components/ui/page-header";
import { Spinner } from "#client/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#client/components/ui/tabs";
import { useScenes } from "#client/entities/scenes/get-scenes";
import { useUser } from "#client/entities/session/get-user";
import type { StepScreenProps } from "#client/lib/step-screen";
import { STEP_TITLES } from "#client/lib/steps";
import { authorName } from "./author-name";
import { FinalActions } from "./components/final-actions";
import { FullScript } from "./components/full-script";
import { PrintScript } from "./components/print-script";
import { ScriptInformation } from "./components/script-information";
import { estimatedPages, useFinalScript } from "./hooks/use-final-script";
import { TitlePageDialog } from "./title-page/title-page-dialog";

/** Final Script: the formatted script, its details and its exports. */
export default function FinalScreen({ screenplay }: StepScreenProps) {
  const scenes = useScenes(screenplay.id);
  const owner = useUser();
  const author = authorName(owner.data);
  const script = useFinalScript(screenplay, scenes.data ?? [], author);
  const sceneCount = script.scenes.length;
  const parts = React.useMemo(
    () => scriptParts(screenplay.opening, script.scenes),
    [screenplay.opening, script.scenes],
  );

  return (
    <StepScreen
      title={STEP_TITLES.final}
      description="Your screenplay in industry format, ready to share."
      actions={
        <FinalActions screenplay={screenplay} text={script.fountain} disabled={scenes.isPending} />
      }
    >
      <div
        data-testid="script-card"
        className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-border bg-surface p-5 shadow-sm"
      >
        <div className="grid min-w-0 gap-1">
          <h2 className="text-xl font-semibold break-words">{screenplay.title}</h2>
          <p className="text-sm text-muted-foreground">
            {screenplay.logline || "No logline available"}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {screenplay.genre ? <Badge variant="secondary">{screenplay.genre}</Badge> : null}
          <TitlePageDialog screenplay={screenplay} />
        </div>
      </div>

      {scenes.isPending || owner.isPending ? (
        <Spinner />
      ) : (
        <Tabs defaultValue="script">
          <TabsList className="sm:w-fit">
            <TabsTrigger value="script">Full Script</TabsTrigger>
            <TabsTrigger value="info">Script Information</TabsTrigger>
          </TabsList>
          <TabsContent value="script">
            <FullScript
              titlePage={script.titlePage}
              logline={screenplay.logline}
              pagination={script.pagination}
              sceneCount={sceneCount}
              parts={parts}
            />
          </TabsContent>
          <TabsContent value="info">
            <ScriptInformation
              screenplay={screenplay}
              sceneCount={sceneCount}
              estimatedPages={estimatedPages(script.scenes)}
              pagination={script.pagination}
            />
          </TabsContent>
        </Tabs>
      )}
      {sceneCount > 0 ? <PrintScript pagination={script.pagination} /> : null}
    </StepScreen>
  );
}
