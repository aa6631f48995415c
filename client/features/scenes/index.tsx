import { ArrowRightIcon, PlusIcon } from "lucide-react";
import * as React from "react";
import { useAiAssistant } from "#client/components/layout/ai-assistant-context";
import { IntroTip } from "#client/components/layout/intro-tip";
import { Button } from "#client/components/ui/button";
import { StepScreen } from "#client/components/ui/page-header";
import { Spinner } from "#client/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#client/components/ui/tabs";
import { toast } from "#client/components/ui/use-toast";
import { useCharacters } from "#client/entities/characters/get-characters";
import { useDeleteScene } from "#client/entities/scenes/delete-scene";
import { useScenes } from "#client/entities/scenes/get-scenes";
import { useAdvanceScreenplay } from "#client/entities/screenplays/advance-screenplay";
import type { StepScreenProps } from "#client/lib/step-screen";
import { STEP_TITLES } from "#client/lib/steps";
import { DraftAllScenes } from "./components/draft-all-scenes";
import { OpeningDetail } from "./components/opening-detail";
import { PlanScenesButton } from "./components/plan-scenes-button";
import { SceneDetail } from "./components/scene-detail";
import { SceneDialog } from "./components/scene-dialog";
import { SceneList, type SceneSelection } from "./components/scene-list";
import { useDraftAll } from "./hooks/use-draft-all";
import { type SceneView, useSceneView } from "./hooks/use-scene-view";

const SUGGESTIONS = [
  {
    id: "scene-purpose",
    title: "Give every scene a purpose",
    description:
      "Each scene should move the plot forward or reveal character, ideally both. Ask what your protagonist wants here, what stands in the way, and what has changed by the last line.",
  },
  {
    id: "visual-storytelling",
    title: "Show, don't tell",
    description:
      "Film is visual storytelling: let actions, images and behaviour carry meaning instead of dialogue that explains it. Enter late, leave early.",
  },
];

type DialogState = { open: false } | { open: true; sceneId?: number };

/**
 * Scene Writing: the scene list, the selected scene and the scene dialog, or, in the Script
 * view (`scriptView`, composed in by the app), the whole script as one text.
 */
export default function ScenesScreen({
  screenplay,
  scriptView,
}: StepScreenProps & { scriptView?: React.ReactNode }) {
  const id = screenplay.id;
  const scenes = useScenes(id);
  const characters = useCharacters(id);
  const [selectedId, setSelectedId] = React.useState<SceneSelection>(null);
  const [dialog, setDialog] = React.useState<DialogState>({ open: false });
  const [view, setView] = useSceneView();
  useAiAssistant(SUGGESTIONS);

  const list = scenes.data ?? [];
  // Only a screenplay with text before its first scene heading lists (and shows) an opening.
  const hasOpening = screenplay.opening.trim() !== "";
  const openingShown = hasOpening && selectedId === "opening";
  const selected = list.find((scene) => scene.id === selectedId);
  const remove = useDeleteScene(id, { onDeleted: () => setSelectedId(null) });
  const { advance, isPending: advancing } = useAdvanceScreenplay(screenplay);
  const drafting = useDraftAll(id, list);

  const names = React.useMemo(() => {
    const byId = new Map((characters.data ?? []).map((c) => [String(c.id), c.name]));
    return (selected?.characters ?? []).flatMap((cid) => byId.get(cid) ?? []);
  }, [characters.data, selected]);

  const openCreate = () => setDialog({ open: true });
  const openEdit = () => selected && setDialog({ open: true, sceneId: selected.id });

  function continueToEditor() {
    if (list.length === 0) {
      toast({
        variant: "destructive",
        title: "Scenes required",
        description: "Please create at least one scene before continuing.",
      });
      return;
    }
    advance({ to: "editor", open: true });
  }

  return (
    <StepScreen
      title={STEP_TITLES.scenes}
      description={`Write “${screenplay.title}” scene by scene, in screenplay format.`}
      actions={
        // Written in the Script view, scenes come from typing: these would write around it.
        view === "scenes" ? (
          <>
            <PlanScenesButton screenplayId={id} />
            <DraftAllScenes drafting={drafting} />
            {/* A new scene is numbered after the loaded list: not before it has loaded. */}
            <Button onClick={openCreate} disabled={scenes.isPending}>
              <PlusIcon aria-hidden="true" />
              Add Scene
            </Button>
          </>
        ) : null
      }
    >
      <Tabs value={view} onValueChange={(next) => setView(next as SceneView)} className="min-w-0">
        {scriptView ? (
          <TabsList aria-label="View" className="w-full sm:w-fit">
            <TabsTrigger value="scenes" className="sm:px-6">
              Scenes
            </TabsTrigger>
            <TabsTrigger value="script" className="sm:px-6">
              Script
            </TabsTrigger>
          </TabsList>
        ) : null}
        <TabsContent value="scenes" className="grid gap-6">
          <IntroTip id="scenes" title="Writing scenes">
            Type the way screenwriters do: a name in CAPITALS on its own line starts dialogue,
            (parentheticals) go under it, and CUT TO: is a transition. The preview beside the editor
            shows the page as it will print, and your draft is kept on this device until you save.
          </IntroTip>

          {scenes.isPending ? (
            <Spinner />
          ) : scenes.isError ? (
            <p role="alert" className="text-destructive">
              Failed to load scenes: {scenes.error.message}
            </p>
          ) : (
            <div className="grid items-start gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
              <SceneList
                scenes={list}
                hasOpening={hasOpening}
                selectedId={selectedId}
                onSelect={setSelectedId}
                onAdd={openCreate}
                planAction={<PlanScenesButton screenplayId={id} size="sm" />}
              />
              {openingShown ? (
                <OpeningDetail screenplay={screenplay} />
              ) : (
                <SceneDetail
                  scene={selected}
                  characterNames={names}
                  hasScenes={list.length > 0}
                  onAdd={openCreate}
                  onEdit={openEdit}
                  onDelete={() => selected && remove.mutate(selected.id)}
                  deleting={remove.isPending}
                />
              )}
            </div>
          )}
        </TabsContent>
        {scriptView ? (
          <TabsContent value="script">
            <React.Suspense fallback={<Spinner className="py-24" />}>{scriptView}</React.Suspense>
          </TabsContent>
        ) : null}
      </Tabs>

      <div className="flex justify-end border-t border-border pt-6">
        <Button size="lg" onClick={continueToEditor} disabled={list.length === 0 || advancing}>
          {advancing ? "Saving..." : "Continue to AI Editor"}
          {advancing ? null : <ArrowRightIcon aria-hidden="true" />}
        </Button>
      </div>

      <SceneDialog
        open={dialog.open}
        onOpenChange={(open) => setDialog(open ? dialog : { open: false })}
        screenplayId={id}
        paperSize={screenplay.paperSize}
        scene={
          dialog.open && dialog.sceneId ? list.find((s) => s.id === dialog.sceneId) : undefined
        }
        scenes={list}
        onSaved={(scene) => setSelectedId(scene.id)}
      />
    </StepScreen>
  );
}
