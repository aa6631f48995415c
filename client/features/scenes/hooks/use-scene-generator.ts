import * as React from "react";
import { flushSync } from "react-dom";
import type { UseFormReturn } from "react-hook-form";
import { toastError, toastUndoable } from "#client/components/ui/use-toast";
import { draftBeforeAi } from "#client/entities/drafts/draft-before-ai";
import type { SceneFormValues } from "#client/entities/scenes/scene-form-model";
import type { ScreenplayEditorHandle } from "#client/features/screenplay-editor";
import type { SceneMode } from "#shared/schemas/ai";
import type { Character } from "#shared/schemas/character";
import { SceneStreamBroken, streamScene } from "../api/generate-scene-stream";

/** Over typed content the writer chooses: replace it, keep both (the draft after it), or cancel. */
export type SceneOverwrite = "replace" | "append";
export type AskOverwrite = (typed: string) => Promise<SceneOverwrite | null>;

const DONE_TOASTS = {
  replaced: {
    title: "Scene generated",
    description: "AI has created your scene. Review and save to continue.",
  },
  appended: {
    title: "Scene generated",
    description: "The AI's scene is added after your text. Review and save to continue.",
  },
  continued: {
    title: "Scene continued",
    description: "The AI's continuation is added after your text. Review and save to continue.",
  },
} as const;

/** What one run asks for, how its text joins the writer's, and the toast that says so. */
type Run = {
  mode: SceneMode;
  before: string;
  join: (text: string) => string;
  done: keyof typeof DONE_TOASTS;
};

const after = (before: string) => (text: string) => `${before.trimEnd()}\n\n${text}`;

/**
 * 'AI Generate Scene' and 'Continue writing': stream the AI's text into the content field as it
 * is written, sending the dialog's unsaved heading, characters, beat and text (the server adds
 * the rest of the story). Typed content is never replaced without asking: 'Replace' has the AI
 * rewrite it, 'Keep both' puts a fresh scene after it, and a continuation always goes after it.
 * The finished text is written as one edit of the editor (`editor`, the content editor's
 * handle), so Ctrl+Z (or the toast's Undo) brings the writer's text back in one step. If the
 * stream breaks after part of the text arrived, that part stays, marked unfinished, to be
 * continued; if nothing arrived, the field is as before.
 */
export function useSceneGenerator({
  form,
  screenplayId,
  characters,
  sceneId,
  askOverwrite,
}: {
  askOverwrite: AskOverwrite;
  form: UseFormReturn<SceneFormValues>;
  screenplayId: number;
  characters: Character[];
  sceneId?: number;
}) {
  const [running, setRunning] = React.useState<"generate" | "continue" | null>(null);
  // Pieces received by the last run: the stream's progress, kept after it ends.
  const [pieces, setPieces] = React.useState(0);
  const [unfinished, setUnfinished] = React.useState(false);
  const controller = React.useRef<AbortController | null>(null);
  const editor = React.useRef<ScreenplayEditorHandle | null>(null);

  React.useEffect(() => () => controller.current?.abort(), []);

  async function generate() {
    const before = form.getValues("content");
    if (!before.trim()) {
      await run({ mode: "write", before, join: (text) => text, done: "replaced" });
      return;
    }
    const choice = await askOverwrite(before);
    if (!choice) return;
    if (choice === "replace") {
      // Busy from here: while the draft is being kept, no second run can start.
      setRunning("generate");
      if (!(await draftBeforeAi(screenplayId, sceneName()))) {
        setRunning(null);
        return;
      }
    }
    await run(
      choice === "append"
        ? { mode: "write", before, join: after(before), done: "appended" }
        : { mode: "rewrite", before, join: (text) => text, done: "replaced" },
    );
  }

  async function continueWriting() {
    const before = form.getValues("content");
    await run({ mode: "continue", before, join: after(before), done: "continued" });
  }

  async function run({ mode, before, join, done }: Run) {
    const abort = new AbortController();
    controller.current = abort;
    setPieces(0);
    setUnfinished(false);
    setRunning(mode === "continue" ? "continue" : "generate");
    try {
      const content = await streamScene(request(mode), {
        signal: abort.signal,
        onText: (text, count) => {
          form.setValue("content", join(text), { shouldDirty: true });
          setPieces(count);
        },
      });
      putFinal(before, join(content));
      toastUndoable(DONE_TOASTS[done], () => putFinal(form.getValues("content"), before));
    } catch (error) {
      if (error instanceof SceneStreamBroken) {
        putFinal(before, join(error.received));
        setUnfinished(true);
      } else {
        form.setValue("content", before, { shouldDirty: true });
        if (!abort.signal.aborted) toastError("Error generating scene", error);
      }
    } finally {
      if (controller.current === abort) controller.current = null;
      setRunning(null);
    }
  }

  /** The scene being replaced, for its draft's reason: "scene 3", or "a new scene". */
  function sceneName() {
    const number = form.getValues("sceneNumber");
    return sceneId !== undefined && Number.isInteger(number) ? `scene ${number}` : "a new scene";
  }

  /** The dialog as it is now, saved or not; the server finds the rest of the story by the ids. */
  function request(mode: SceneMode) {
    const values = form.getValues();
    return {
      screenplayId,
      sceneHeading: values.heading.trim(),
      characters: characters
        .filter((character) => values.characters.includes(String(character.id)))
        .map((character) => character.name),
      act: values.act,
      beat: values.beat,
      content: values.content,
      mode,
      sceneNumber: Number.isInteger(values.sceneNumber) ? values.sceneNumber : undefined,
      sceneId,
    };
  }

  /**
   * From `from` to `to` as one undoable edit of the editor. The streamed text on screen is put
   * back to `from` first, outside the undo history and rendered at once (flushSync), so that
   * undoing the edit lands on the writer's text rather than on a half-streamed one.
   */
  function putFinal(from: string, to: string) {
    flushSync(() => form.setValue("content", from));
    editor.current?.setText(to);
    form.setValue("content", to, { shouldDirty: true, shouldValidate: true });
  }

  return {
    generate,
    continueWriting,
    generating: running !== null,
    running,
    pieces,
    unfinished,
    editor,
  };
}

export type SceneGenerator = ReturnType<typeof useSceneGenerator>;
