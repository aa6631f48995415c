import { useCharacters } from "#client/entities/characters/get-characters";
import { useOutline } from "#client/entities/outline/get-outline";
import type { FilledSteps } from "#client/lib/steps";
import type { Screenplay } from "#shared/schemas/screenplay";

/** What the idea, outline and characters steps hold, for the sidebar's check marks. */
export function useFilledSteps(screenplay: Screenplay): FilledSteps {
  const outline = useOutline(screenplay.id);
  const characters = useCharacters(screenplay.id);
  return {
    idea: Boolean(screenplay.logline?.trim()),
    outline: Boolean(outline.data),
    characters: (characters.data?.length ?? 0) > 0,
  };
}
