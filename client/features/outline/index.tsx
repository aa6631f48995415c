import * as React from "react";
import { type Path, useForm } from "react-hook-form";
import { LoadError } from "#client/components/status-blocks";
import { StepScreen } from "#client/components/ui/page-header";
import { Spinner } from "#client/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#client/components/ui/tabs";
import { toast } from "#client/components/ui/use-toast";
import { draftBeforeAi } from "#client/entities/drafts/draft-before-ai";
import { useOutline } from "#client/entities/outline/get-outline";
import { useSaveOutline } from "#client/entities/outline/save-outline";
import { useAdvanceScreenplay } from "#client/entities/screenplays/advance-screenplay";
import type { StepScreenProps } from "#client/lib/step-screen";
import { STEP_TITLES } from "#client/lib/steps";
import { useUnsavedChanges } from "#client/lib/unsaved-changes";
import { useAiFill, writeFormFields } from "#client/lib/use-ai-fill";
import { useFocusNewContent } from "#client/lib/use-focus-new-content";
import { AI_FALLBACKS } from "#shared/schemas/ai";
import { useGenerateOutline } from "./api/generate-outline";
import { ActTab } from "./components/act-tab";
import { StructureTab } from "./components/structure-tab";
import {
  type ActKey,
  FIELD_LABELS,
  flatFields,
  isOutlineEmpty,
  type OutlineFormValues,
  toFormValues,
  toOutlineContent,
} from "./outline-form";

type OutlineTab = "structure" | ActKey;

/** Outline Builder: the three-act structure, by hand or drafted by the AI. */
export default function OutlineScreen({ screenplay }: StepScreenProps) {
  const [tab, setTab] = React.useState<OutlineTab>("structure");
  const outline = useOutline(screenplay.id);
  const form = useForm<OutlineFormValues>({ defaultValues: toFormValues(null) });
  const { reset } = form;

  // The saved outline is the form's baseline; saving replaces it with the normalised copy.
  React.useEffect(() => {
    if (outline.data !== undefined) reset(toFormValues(outline.data));
  }, [outline.data, reset]);

  const save = useSaveOutline();
  const { advance, isPending: advancing } = useAdvanceScreenplay(screenplay);
  // The generated outline takes the focus: the button, disabled while it ran, has lost it.
  const focusNewContent = useFocusNewContent();
  const structurePanel = React.useRef<HTMLDivElement>(null);
  const screen = React.useRef<HTMLElement>(null);
  const aiFill = useAiFill({
    what: "Outline",
    labels: FIELD_LABELS,
    beforeReplace: () => draftBeforeAi(screenplay.id, "the outline"),
    read: () => flatFields(form.getValues()),
    write: (values) => {
      writeFormFields(screen.current, values, (field, text) =>
        form.setValue(field as Path<OutlineFormValues>, text, { shouldDirty: true }),
      );
      focusNewContent(structurePanel);
    },
  });
  const generate = useGenerateOutline({
    onGenerated: (result) => aiFill.offerResult(flatFields(toFormValues(result))),
  });
  const busy = save.isPending || advancing;

  function saveOutline() {
    save.mutate({ screenplayId: screenplay.id, ...toOutlineContent(form.getValues()) });
  }
  useUnsavedChanges(form.formState.isDirty, {
    label: "the outline",
    save: () =>
      save.mutateAsync({ screenplayId: screenplay.id, ...toOutlineContent(form.getValues()) }),
  });

  async function continueToCharacters() {
    const content = toOutlineContent(form.getValues());
    if (isOutlineEmpty(content)) {
      toast({
        variant: "destructive",
        title: "Outline required",
        description: "Please complete your three-act structure before continuing.",
      });
      return;
    }
    try {
      await save.mutateAsync({ screenplayId: screenplay.id, ...content });
    } catch {
      return; // The save hook has already shown 'Failed to save outline'.
    }
    advance({ to: "characters", open: true });
  }

  function generateOutline() {
    generate.mutate({
      screenplayId: screenplay.id,
      title: screenplay.title,
      logline: screenplay.logline?.trim() || AI_FALLBACKS.outlineLogline,
      genre: screenplay.genre?.trim() || AI_FALLBACKS.outlineGenre,
    });
  }

  const header = {
    title: STEP_TITLES.outline,
    description: "Build the three-act spine of your story: setup, confrontation and resolution.",
  };

  if (outline.isPending) {
    return (
      <StepScreen {...header}>
        <Spinner label="Loading outline" />
      </StepScreen>
    );
  }
  if (outline.isError) {
    return (
      <StepScreen {...header}>
        <LoadError
          title="The outline could not be loaded."
          error={outline.error}
          onRetry={outline.refetch}
        />
      </StepScreen>
    );
  }

  const actTab = (act: ActKey, back: [string, OutlineTab], next: [string, OutlineTab | null]) => (
    // Kept mounted while hidden, so an AI result reaches its fields as a native edit (Ctrl+Z).
    <TabsContent value={act} forceMount className="data-[state=inactive]:hidden">
      <ActTab
        act={act}
        register={form.register}
        busy={busy}
        onSave={saveOutline}
        back={{ label: back[0], onClick: () => setTab(back[1]) }}
        next={{
          label: next[0],
          onClick: () => {
            const target = next[1];
            if (target) setTab(target);
            else void continueToCharacters();
          },
        }}
      />
    </TabsContent>
  );

  return (
    <StepScreen ref={screen} {...header}>
      <Tabs value={tab} onValueChange={(value) => setTab(value as OutlineTab)}>
        <TabsList className="sm:max-w-md">
          <TabsTrigger value="structure">Structure</TabsTrigger>
          <TabsTrigger value="act1">Act I</TabsTrigger>
          <TabsTrigger value="act2">Act II</TabsTrigger>
          <TabsTrigger value="act3">Act III</TabsTrigger>
        </TabsList>
        <TabsContent value="structure" ref={structurePanel}>
          <StructureTab
            form={form}
            onEditAct={setTab}
            onGenerate={generateOutline}
            onSave={saveOutline}
            onContinue={() => void continueToCharacters()}
            generating={generate.isPending}
            busy={busy}
          />
        </TabsContent>
        {actTab("act1", ["Back to Structure", "structure"], ["Continue to Act II", "act2"])}
        {actTab("act2", ["Back to Act I", "act1"], ["Continue to Act III", "act3"])}
        {actTab("act3", ["Back to Act II", "act2"], ["Continue to Characters", null])}
      </Tabs>
      {aiFill.dialog}
    </StepScreen>
  );
}
