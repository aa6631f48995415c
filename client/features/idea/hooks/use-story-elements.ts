import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { usePatchScreenplay } from "#client/entities/screenplays/patch-screenplay";
import { useUnsavedChanges } from "#client/lib/unsaved-changes";
import { type IdeaElementsForm, IdeaElementsFormSchema } from "#shared/schemas/ai";
import type { Screenplay } from "#shared/schemas/screenplay";

const stored = (screenplay: Screenplay): IdeaElementsForm => ({
  genre: screenplay.genre ?? "",
  theme: screenplay.theme ?? "",
  setting: screenplay.setting ?? "",
  mainCharacter: screenplay.mainCharacter ?? "",
});

const orNull = (text: string) => text.trim() || null;

/**
 * The story elements form, started from what the screenplay keeps. They are saved with the
 * screenplay's updatedAt when the writer generates from them and, under the one rule for
 * unsaved edits, by Save Progress or 'Save and leave'.
 */
export function useStoryElements(screenplay: Screenplay) {
  const form = useForm<IdeaElementsForm>({
    resolver: zodResolver(IdeaElementsFormSchema),
    mode: "onTouched",
    defaultValues: stored(screenplay),
  });
  const patch = usePatchScreenplay(screenplay);

  async function saveElements() {
    const values = form.getValues();
    await patch.mutateAsync({
      changes: {
        genre: orNull(values.genre),
        theme: orNull(values.theme),
        setting: orNull(values.setting),
        mainCharacter: orNull(values.mainCharacter),
      },
      // Quiet: Generate, Save Progress and 'Save and leave' each say what they did.
      failureTitle: "Failed to save the story elements",
    });
    // What was saved is the new baseline; anything typed since stays unsaved.
    form.reset(values, {
      keepValues: true,
      keepErrors: true,
      keepTouched: true,
      keepIsValid: true,
    });
  }

  useUnsavedChanges(form.formState.isDirty, { label: "the story elements", save: saveElements });
  return { form, saveElements };
}
