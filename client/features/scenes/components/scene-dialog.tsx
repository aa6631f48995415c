import { zodResolver } from "@hookform/resolvers/zod";
import { HistoryIcon } from "lucide-react";
import * as React from "react";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "#client/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "#client/components/ui/dialog";
import { DialogHeading } from "#client/components/ui/dialog-heading";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#client/components/ui/tabs";
import { useCharacters } from "#client/entities/characters/get-characters";
import { useCreateScene } from "#client/entities/scenes/create-scene";
import { sceneCompletions } from "#client/entities/scenes/scene-completions";
import { SceneConflict } from "#client/entities/scenes/scene-conflict";
import { readSceneDraft, sceneDraftKey } from "#client/entities/scenes/scene-draft-store";
import {
  newSceneValues,
  SceneFormSchema,
  type SceneFormValues,
  sceneValues,
  toSceneInput,
} from "#client/entities/scenes/scene-form-model";
import { useUpdateScene } from "#client/entities/scenes/update-scene";
import { timeAgo } from "#client/lib/time-ago";
import { useChoiceDialog } from "#client/lib/use-choice-dialog";
import type { Scene } from "#shared/schemas/scene";
import type { PaperSize } from "#shared/schemas/screenplay";
import { useSceneDraft } from "../hooks/use-scene-draft";
import { type SceneOverwrite, useSceneGenerator } from "../hooks/use-scene-generator";
import { SceneContentField } from "./scene-content-field";
import { SceneInfoFields } from "./scene-info-fields";

type SceneDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  screenplayId: number;
  /** The screenplay's paper: the editor and the preview lay the scene out on it. */
  paperSize: PaperSize;
  /** The scene to edit; none means a new scene. */
  scene?: Scene;
  scenes: Scene[];
  onSaved: (scene: Scene) => void;
};

/** 'Create New Scene' / 'Edit Scene': two tabs, Cancel and Create/Update Scene. */
function SceneDialog({ open, onOpenChange, ...props }: SceneDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-6xl gap-5" aria-describedby="scene-dialog-description">
        {open ? <SceneDialogBody {...props} onClose={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

type Start = { values: SceneFormValues; restoredAt?: string; baseUpdatedAt?: string };

function startingPoint(key: string, initial: SceneFormValues, scene?: Scene): Start {
  const draft = readSceneDraft(key);
  if (draft && JSON.stringify(draft.values) !== JSON.stringify(initial)) {
    return {
      values: { ...initial, ...draft.values },
      restoredAt: draft.savedAt,
      baseUpdatedAt: draft.baseUpdatedAt ?? scene?.updatedAt,
    };
  }
  return { values: initial, baseUpdatedAt: scene?.updatedAt };
}

function SceneDialogBody({
  screenplayId,
  paperSize,
  scene,
  scenes,
  onSaved,
  onClose,
}: Omit<SceneDialogProps, "open" | "onOpenChange"> & { onClose: () => void }) {
  const key = sceneDraftKey(screenplayId, scene?.id);
  const [initial] = React.useState(() => (scene ? sceneValues(scene) : newSceneValues(scenes)));
  const [start] = React.useState(() => startingPoint(key, initial, scene));
  const [restoredAt, setRestoredAt] = React.useState(start.restoredAt);
  const restoredWhen = restoredAt ? timeAgo(new Date(restoredAt)) : null;
  const [baseUpdatedAt, setBaseUpdatedAt] = React.useState(start.baseUpdatedAt);
  const [conflict, setConflict] = React.useState<Scene | null>(null);
  const [tab, setTab] = React.useState("info");

  const form = useForm<SceneFormValues>({
    resolver: zodResolver(SceneFormSchema),
    defaultValues: start.values,
  });
  const characters = useCharacters(screenplayId);
  const choice = useChoiceDialog<SceneOverwrite>();
  const generator = useSceneGenerator({
    askOverwrite: () =>
      choice.ask({
        title: "Replace your scene?",
        description:
          "This scene already has content. The AI's scene can replace it, or go after it so you keep both.",
        choices: [
          { value: "replace", label: "Replace" },
          { value: "append", label: "Keep both — insert after" },
        ],
      }),
    form,
    screenplayId,
    characters: characters.data ?? [],
    sceneId: scene?.id,
  });
  const draft = useSceneDraft({ key, form, initial, baseUpdatedAt, paused: generator.generating });

  const saved = (result: Scene) => {
    draft.clear();
    onSaved(result);
    onClose();
  };
  const numberTaken = (message: string) => {
    setTab("info");
    form.setError("sceneNumber", { message });
    // Once the tab is shown: a hidden field cannot take focus.
    requestAnimationFrame(() => form.setFocus("sceneNumber"));
  };
  const create = useCreateScene(screenplayId, { onCreated: saved, onNumberTaken: numberTaken });
  const update = useUpdateScene(screenplayId, {
    onUpdated: saved,
    onNumberTaken: numberTaken,
    onConflict: (current) => {
      setConflict(current);
      // Saving again now means "keep mine" over the version just seen.
      setBaseUpdatedAt(current.updatedAt);
    },
  });
  const pending = create.isPending || update.isPending;

  const submit = form.handleSubmit(
    (values) => {
      const input = toSceneInput(values);
      if (scene) update.mutate({ id: scene.id, updatedAt: baseUpdatedAt, ...input });
      else create.mutate({ screenplayId, ...input });
    },
    (errors) => {
      if (errors.sceneNumber || errors.heading) setTab("info");
    },
  );

  const heading = useWatch({ control: form.control, name: "heading" });
  const completions = React.useMemo(
    () => sceneCompletions(characters.data ?? [], scenes),
    [characters.data, scenes],
  );

  return (
    <form noValidate onSubmit={submit} className="grid min-w-0 gap-5">
      <DialogHeading
        title={scene ? "Edit Scene" : "Create New Scene"}
        description={
          scene
            ? "Change the scene's details or keep writing it."
            : "Set up the scene, then write it in screenplay format."
        }
        descriptionId="scene-dialog-description"
      />

      {restoredAt ? (
        <div
          role="status"
          className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-primary/20 bg-accent-soft px-3 py-2 text-sm text-accent-strong"
        >
          <HistoryIcon className="size-4 shrink-0" aria-hidden="true" />
          <span className="font-medium">Draft restored</span>
          <span className="text-accent-strong/80">
            Unsaved changes{restoredWhen ? ` from ${restoredWhen}` : ""}
          </span>
          <Button
            variant="link"
            size="sm"
            className="ml-auto h-auto p-0"
            onClick={() => {
              draft.discard();
              setRestoredAt(undefined);
              setBaseUpdatedAt(scene?.updatedAt);
            }}
          >
            Discard draft
          </Button>
        </div>
      ) : null}

      {conflict ? (
        <SceneConflict
          current={conflict}
          onUseTheirs={() => {
            form.reset(sceneValues(conflict));
            setConflict(null);
          }}
        />
      ) : null}

      <Tabs value={tab} onValueChange={setTab} className="min-w-0">
        <TabsList className="sm:w-fit">
          <TabsTrigger value="info">Scene Information</TabsTrigger>
          <TabsTrigger value="content">Scene Content</TabsTrigger>
        </TabsList>
        {/* Both panels stay mounted so validation and drafts see every field. */}
        <TabsContent value="info" forceMount className="data-[state=inactive]:hidden">
          <SceneInfoFields
            form={form}
            characters={characters.data ?? []}
            charactersLoading={characters.isPending}
          />
        </TabsContent>
        <TabsContent value="content" forceMount className="data-[state=inactive]:hidden">
          <SceneContentField
            form={form}
            heading={heading}
            generator={generator}
            completions={completions}
            paperSize={paperSize}
          />
        </TabsContent>
      </Tabs>

      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={pending || generator.generating}>
          {scene ? "Update Scene" : "Create Scene"}
        </Button>
      </DialogFooter>
      {choice.dialog}
    </form>
  );
}

export { SceneDialog };
