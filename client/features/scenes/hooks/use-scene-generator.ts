import * as React from "react";
import type { UseFormReturn } from "react-hook-form";
import type { Character } from "#shared/schemas/character";
import { toastError, toastUndoable } from "../../../components/ui/use-toast";
import { replaceFieldText } from "../../../lib/replace-field-text";
import { streamScene } from "../api/generate-scene-stream";
import type { SceneFormValues } from "../components/scene-form-model";

/** Over typed content the writer chooses: replace it, keep both (the draft after it), or cancel. */
export type SceneOverwrite = "replace" | "append";
export type AskOverwrite = (typed: string) => Promise<SceneOverwrite | null>;

const contentField = () => document.getElementById("scene-content") as HTMLTextAreaElement | null;

/**
 * 'AI Generate Scene': streams the scene into the content field as it is written. If the stream
 * fails, the text from before is put back, so nothing half-generated is kept. Typed content is
 * never replaced without asking; the finished scene is written as an edit of the field, so
 * Ctrl+Z (or the toast's Undo) brings the writer's text back in one step.
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
  const [generating, setGenerating] = React.useState(false);
  // Pieces received by the last run: the stream's progress, kept after it ends.
  const [pieces, setPieces] = React.useState(0);
  const controller = React.useRef<AbortController | null>(null);

  React.useEffect(() => () => controller.current?.abort(), []);

  async function generate() {
    const values = form.getValues();
    const before = values.content;
    const mode = before.trim() ? await askOverwrite(before) : "replace";
    if (!mode) return;
    const joined = (text: string) => (mode === "append" ? `${before.trimEnd()}\n\n${text}` : text);
    const abort = new AbortController();
    controller.current = abort;
    setPieces(0);
    setGenerating(true);
    try {
      const names = characters
        .filter((character) => values.characters.includes(String(character.id)))
        .map((character) => character.name);
      // The writer's choices and ids only: the server finds the previous scene and the
      // act's outline in what it has stored.
      const content = await streamScene(
        {
          screenplayId,
          sceneHeading: values.heading.trim(),
          characters: names,
          act: values.act,
          sceneNumber: Number.isInteger(values.sceneNumber) ? values.sceneNumber : undefined,
          sceneId,
        },
        {
          signal: abort.signal,
          onText: (text, count) => {
            form.setValue("content", joined(text), { shouldDirty: true });
            setPieces(count);
          },
        },
      );
      putFinal(before, joined(content));
      toastUndoable(
        {
          title: "Scene generated",
          description:
            mode === "append"
              ? "The AI's scene is added after your text. Review and save to continue."
              : "AI has created your scene. Review and save to continue.",
        },
        () => putFinal(form.getValues("content"), before),
      );
    } catch (error) {
      form.setValue("content", before, { shouldDirty: true });
      if (!abort.signal.aborted) toastError("Error generating scene", error);
    } finally {
      if (controller.current === abort) controller.current = null;
      setGenerating(false);
    }
  }

  /** From `from` to `to` as one undoable edit of the field (its value is reset to `from` first). */
  function putFinal(from: string, to: string) {
    const field = contentField();
    form.setValue("content", from);
    if (field) {
      field.readOnly = false;
      replaceFieldText(field, to);
    }
    form.setValue("content", to, { shouldDirty: true, shouldValidate: true });
  }

  return { generate, generating, pieces };
}
