import { zodResolver } from "@hookform/resolvers/zod";
import * as React from "react";
import { useForm } from "react-hook-form";
import { type IdeaElementsForm, IdeaElementsFormSchema } from "../../../shared/schemas/ai";
import type { StoryIdea } from "../../../shared/schemas/ai-results";
import { LOGLINE_MAX, TITLE_MAX } from "../../../shared/schemas/screenplay";
import { PageHeader } from "../../components/ui/page-header";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { toast } from "../../components/ui/use-toast";
import { useAdvanceScreenplay } from "../../lib/advance-screenplay";
import { usePatchScreenplay } from "../../lib/patch-screenplay";
import type { StepScreenProps } from "../../lib/step-screen";
import { STEP_TITLES } from "../../lib/steps";
import { useFocusNewContent } from "../../lib/use-focus-new-content";
import { useGenerateLogline } from "./api/generate-logline";
import { useGenerateStoryIdeas } from "./api/generate-story-ideas";
import { LoglineEditor } from "./components/logline-editor";
import { StoryElementsForm } from "./components/story-elements-form";
import { StoryIdeasList } from "./components/story-ideas-list";
import { useFirstVisitHelp } from "./hooks/use-first-visit-help";

type IdeaTab = "elements" | "ideas" | "logline";

/**
 * A logline saved from elsewhere (the AI Assistant's Apply) shows in the editor, unless the
 * writer has unsaved words of their own there.
 */
function useSavedLoglineShown(
  saved: string,
  setDraft: (update: (draft: string) => string) => void,
) {
  const previous = React.useRef(saved);
  React.useEffect(() => {
    const before = previous.current;
    previous.current = saved;
    if (before !== saved) setDraft((draft) => (draft.trim() === before.trim() ? saved : draft));
  }, [saved, setDraft]);
}

/** Idea Generation (spec §2): story elements → AI ideas or logline → the saved logline. */
export default function IdeaScreen({ screenplay }: StepScreenProps) {
  const [tab, setTab] = React.useState<IdeaTab>("elements");
  const [ideas, setIdeas] = React.useState<StoryIdea[]>([]);
  const [draft, setDraft] = React.useState(screenplay.logline ?? "");
  useFirstVisitHelp();

  const form = useForm<IdeaElementsForm>({
    resolver: zodResolver(IdeaElementsFormSchema),
    mode: "onTouched",
    defaultValues: { genre: screenplay.genre ?? "", theme: "", setting: "", mainCharacter: "" },
  });

  // What a generate action produced takes the focus (its button goes with the elements tab).
  const focusNewContent = useFocusNewContent();
  const ideasPanel = React.useRef<HTMLDivElement>(null);
  const loglinePanel = React.useRef<HTMLDivElement>(null);
  const logline = useGenerateLogline({
    onGenerated: (text) => {
      setDraft(text);
      setTab("logline");
      focusNewContent(loglinePanel);
    },
  });
  const storyIdeas = useGenerateStoryIdeas({
    onGenerated: (next) => {
      setIdeas(next);
      setTab("ideas");
      focusNewContent(ideasPanel);
    },
  });
  useSavedLoglineShown(screenplay.logline ?? "", setDraft);
  const save = usePatchScreenplay(screenplay);
  const { advance, isPending: advancing } = useAdvanceScreenplay(screenplay);
  const generating = logline.isPending ? "logline" : storyIdeas.isPending ? "ideas" : null;

  function generateIdeas(values: IdeaElementsForm) {
    const { genre, theme, setting } = values;
    storyIdeas.mutate({ screenplayId: screenplay.id, genre, theme, setting });
  }

  function applyIdea(idea: StoryIdea) {
    setDraft(idea.logline);
    setTab("logline");
    const title = idea.title.slice(0, TITLE_MAX);
    const fits = idea.logline.length <= LOGLINE_MAX;
    save.mutate({
      changes: fits ? { title, logline: idea.logline } : { title },
      success: {
        title: "Screenplay updated",
        description: fits
          ? `Title and logline saved: “${title}”.`
          : `Title saved: “${title}”. Shorten the logline to ${LOGLINE_MAX} characters, then save it.`,
      },
      failureTitle: "Save failed",
    });
  }

  function saveLogline() {
    const text = draft.trim();
    if (text.length > LOGLINE_MAX) return;
    save.mutate({
      changes: { logline: text || null },
      success: {
        title: "Screenplay updated",
        description: text ? "Logline saved." : "Logline cleared.",
      },
      failureTitle: "Save failed",
    });
  }

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
    advance({ to: "outline", changes: { logline: text }, open: true });
  }

  return (
    <section aria-labelledby="step-title" className="grid gap-6">
      <PageHeader
        title={STEP_TITLES.idea}
        description="Shape the seed of your story: set its elements, explore ideas with the AI, and settle on a logline."
      />
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
            onGenerateIdeas={generateIdeas}
            onGenerateLogline={(values) =>
              logline.mutate({
                screenplayId: screenplay.id,
                genre: values.genre,
                theme: values.theme,
                setting: values.setting,
                character: values.mainCharacter,
              })
            }
          />
        </TabsContent>
        <TabsContent value="ideas" ref={ideasPanel}>
          <StoryIdeasList
            ideas={ideas}
            generating={storyIdeas.isPending}
            canGenerate={form.formState.isValid && generating === null}
            usingIdea={save.isPending}
            onUse={applyIdea}
            onBack={() => setTab("elements")}
            onGenerateMore={() => void form.handleSubmit(generateIdeas)()}
          />
        </TabsContent>
        <TabsContent value="logline" ref={loglinePanel}>
          <LoglineEditor
            value={draft}
            savedValue={screenplay.logline ?? ""}
            onChange={setDraft}
            onSave={saveLogline}
            onContinue={continueToOutline}
            saving={save.isPending}
            continuing={advancing}
          />
        </TabsContent>
      </Tabs>
    </section>
  );
}
