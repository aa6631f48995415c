import * as React from "react";
import { StepScreen } from "#client/components/ui/page-header";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#client/components/ui/tabs";
import { toast, toastUndoable } from "#client/components/ui/use-toast";
import { draftBeforeAi } from "#client/entities/drafts/draft-before-ai";
import { useAdvanceScreenplay } from "#client/entities/screenplays/advance-screenplay";
import { usePatchScreenplay } from "#client/entities/screenplays/patch-screenplay";
import type { StepScreenProps } from "#client/lib/step-screen";
import { STEP_TITLES } from "#client/lib/steps";
import { useUnsavedChanges } from "#client/lib/unsaved-changes";
import { useChoiceDialog } from "#client/lib/use-choice-dialog";
import { useFocusNewContent } from "#client/lib/use-focus-new-content";
import type { IdeaElementsForm } from "#shared/schemas/ai";
import type { StoryIdea } from "#shared/schemas/ai-results";
import { LOGLINE_MAX, TITLE_MAX } from "#shared/schemas/screenplay";
import { useGenerateLogline } from "./api/generate-logline";
import { excludeShown, useGenerateStoryIdeas } from "./api/generate-story-ideas";
import { LoglineEditor } from "./components/logline-editor";
import { StoryElementsForm } from "./components/story-elements-form";
import { StoryIdeasList } from "./components/story-ideas-list";
import { useFirstVisitHelp } from "./hooks/use-first-visit-help";
import { useLoglineDraft } from "./hooks/use-logline-draft";
import { useStoryElements } from "./hooks/use-story-elements";

type IdeaTab = "elements" | "ideas" | "logline";

/** Idea Generation: story elements → AI ideas or logline → the saved logline. */
export default function IdeaScreen({ screenplay }: StepScreenProps) {
  const [tab, setTab] = React.useState<IdeaTab>("elements");
  const [ideas, setIdeas] = React.useState<StoryIdea[]>([]);
  // Every idea shown since the last fresh generation: "Generate More Ideas" asks for others.
  const [shownIdeas, setShownIdeas] = React.useState<StoryIdea[]>([]);
  const loglineDraft = useLoglineDraft(screenplay.logline ?? "");
  const { draft, write: writeDraft } = loglineDraft;
  useFirstVisitHelp();

  const { form, saveElements } = useStoryElements(screenplay);
  const choice = useChoiceDialog<"replace" | "logline">();

  // What a generate action produced takes the focus (its button goes with the elements tab).
  const focusNewContent = useFocusNewContent();
  const ideasPanel = React.useRef<HTMLDivElement>(null);
  const loglinePanel = React.useRef<HTMLDivElement>(null);
  const logline = useGenerateLogline({
    onGenerated: async (text) => {
      const typed = draft.trim();
      if (typed && typed !== text.trim()) {
        const answer = await choice.ask({
          title: "Replace your logline?",
          description: `The AI's logline would replace the one you wrote: “${typed}”.`,
          choices: [{ value: "replace", label: "Replace my logline" }],
        });
        if (answer !== "replace" || !(await keepTypedLogline(typed))) return;
      }
      writeDraft(text);
      setTab("logline");
      focusNewContent(loglinePanel);
      toastUndoable({ title: "Logline generated", description: "Edit it, then save it." }, () =>
        writeDraft(draft),
      );
    },
  });
  const storyIdeas = useGenerateStoryIdeas({
    onGenerated: (next) => {
      setIdeas(next);
      setShownIdeas((shown) => [...shown, ...next]);
      setTab("ideas");
      focusNewContent(ideasPanel);
    },
  });
  const save = usePatchScreenplay(screenplay);

  /**
   * Before the AI's logline replaces the one typed, the typed one is saved and kept in an
   * automatic draft, so Drafts brings back the words on screen, not only the last saved ones.
   */
  async function keepTypedLogline(typed: string): Promise<boolean> {
    if (typed !== (screenplay.logline ?? "").trim()) {
      try {
        await save.mutateAsync({
          changes: { logline: typed },
          failureTitle: "Nothing was replaced",
        });
      } catch {
        return false;
      }
    }
    return draftBeforeAi(screenplay.id, "the logline");
  }
  const { advance, isPending: advancing } = useAdvanceScreenplay(screenplay);
  const generating = logline.isPending ? "logline" : storyIdeas.isPending ? "ideas" : null;

  // Generating from the elements saves them first: what the AI used is what the screenplay keeps.
  function saveElementsIfChanged() {
    if (form.formState.isDirty) void saveElements().catch(() => {});
  }

  /** `more` keeps the ideas already shown out of the new ones; a fresh generation starts over. */
  function generateIdeas(values: IdeaElementsForm, more = false) {
    saveElementsIfChanged();
    if (!more) setShownIdeas([]);
    const { genre, theme, setting, mainCharacter } = values;
    storyIdeas.mutate({
      screenplayId: screenplay.id,
      genre,
      theme,
      setting,
      mainCharacter,
      ...(more ? { exclude: excludeShown(shownIdeas) } : {}),
    });
  }

  function generateLogline(values: IdeaElementsForm) {
    saveElementsIfChanged();
    logline.mutate({
      screenplayId: screenplay.id,
      genre: values.genre,
      theme: values.theme,
      setting: values.setting,
      character: values.mainCharacter,
    });
  }

  /** The idea's title replaces the working title only when the writer says so; Undo puts both back. */
  async function applyIdea(idea: StoryIdea) {
    const title = idea.title.slice(0, TITLE_MAX);
    const before = { title: screenplay.title, logline: screenplay.logline ?? null, draft };
    const renames = screenplay.title.trim() !== title.trim();
    const typed = draft.trim();
    let keepTitle = false;
    if (renames || (typed && typed !== idea.logline.trim())) {
      const answer = await choice.ask({
        title: "Use this idea?",
        description: `It replaces your ${renames ? `working title “${screenplay.title}” with “${title}”` : "title"}${typed ? " and the logline you have" : ""}.`,
        choices: renames
          ? [
              { value: "logline", label: "Keep my title" },
              { value: "replace", label: "Use its title too" },
            ]
          : [{ value: "replace", label: "Use this idea" }],
      });
      if (!answer) return;
      keepTitle = answer === "logline";
    }
    writeDraft(idea.logline);
    setTab("logline");
    const fits = idea.logline.length <= LOGLINE_MAX;
    const changes = {
      ...(keepTitle ? {} : { title }),
      ...(fits ? { logline: idea.logline } : {}),
    };
    save.mutate({
      changes,
      success: {
        title: "Screenplay updated",
        description: fits
          ? keepTitle
            ? "Logline saved; your title is unchanged."
            : `Title and logline saved: “${title}”.`
          : `Shorten the logline to ${LOGLINE_MAX} characters, then save it.`,
        undo: () => {
          writeDraft(before.draft);
          save.mutate({
            changes: { title: before.title, logline: before.logline },
            success: { title: "Undone", description: "Your title and logline are back." },
            failureTitle: "Undo failed",
          });
        },
      },
      failureTitle: "Save failed",
    });
  }

  function saveLogline(): Promise<unknown> {
    const text = draft.trim();
    if (text.length > LOGLINE_MAX) return Promise.reject(new Error("Logline too long"));
    return save.mutateAsync({
      changes: { logline: text || null },
      success: {
        title: "Screenplay updated",
        description: text ? "Logline saved." : "Logline cleared.",
      },
      failureTitle: "Save failed",
    });
  }
  useUnsavedChanges(draft.trim() !== (screenplay.logline ?? "").trim(), {
    label: "the logline",
    save: saveLogline,
  });

  function continueToOutline() {
    const text = draft.trim() || screenplay.logline?.trim() || "";
    if (!text) {
      toast({
        variant: "destructive",
        title: "Logline required",
        description: "Please generate and save a logline before continuing.",
      });
      return;
    }
    if (text.length > LOGLINE_MAX) return;
    const elements = form.getValues();
    advance({
      to: "outline",
      changes: {
        logline: text,
        ...(form.formState.isDirty
          ? {
              genre: elements.genre.trim() || null,
              theme: elements.theme.trim() || null,
              setting: elements.setting.trim() || null,
              mainCharacter: elements.mainCharacter.trim() || null,
            }
          : {}),
      },
      open: true,
    });
  }

  return (
    <StepScreen
      title={STEP_TITLES.idea}
      description="Shape the seed of your story: set its elements, explore ideas with the AI, and settle on a logline."
    >
      <Tabs value={tab} onValueChange={(value) => setTab(value as IdeaTab)}>
        <TabsList className="sm:max-w-md">
          <TabsTrigger value="elements">Story Elements</TabsTrigger>
          <TabsTrigger value="ideas">Story Ideas</TabsTrigger>
          <TabsTrigger value="logline">Logline</TabsTrigger>
        </TabsList>
        <TabsContent value="elements">
          <StoryElementsForm
            form={form}
            generating={generating}
            onGenerateIdeas={(values) => generateIdeas(values)}
            onGenerateLogline={generateLogline}
          />
        </TabsContent>
        <TabsContent value="ideas" ref={ideasPanel}>
          <StoryIdeasList
            ideas={ideas}
            generating={storyIdeas.isPending}
            canGenerate={form.formState.isValid && generating === null}
            usingIdea={save.isPending}
            onUse={(idea) => void applyIdea(idea)}
            onBack={() => setTab("elements")}
            onGenerateMore={() => void form.handleSubmit((values) => generateIdeas(values, true))()}
          />
        </TabsContent>
        {/* Kept mounted while hidden, so an AI logline goes into the field as a native edit. */}
        <TabsContent
          value="logline"
          ref={loglinePanel}
          forceMount
          className="data-[state=inactive]:hidden"
        >
          <LoglineEditor
            fieldRef={loglineDraft.field}
            initialValue={loglineDraft.initial}
            value={draft}
            savedValue={screenplay.logline ?? ""}
            onChange={loglineDraft.setDraft}
            onSave={() => void saveLogline().catch(() => {})}
            onContinue={continueToOutline}
            saving={save.isPending}
            continuing={advancing}
          />
        </TabsContent>
      </Tabs>
      {choice.dialog}
    </StepScreen>
  );
}
