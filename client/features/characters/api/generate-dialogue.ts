import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast, toastError, toastUndoable } from "#client/components/ui/use-toast";
import { characterKeys } from "#client/entities/characters/keys";
import { patchCharacter, putInList } from "#client/entities/characters/update-character";
import { suggestionKeys } from "#client/entities/suggestions/keys";
import { apiRequest, conflictCurrent, isApiError } from "#client/lib/api-client";
import { AI_FALLBACKS } from "#shared/schemas/ai";
import type { DialogueResult } from "#shared/schemas/ai-results";
import type { Character, DialogueSample } from "#shared/schemas/character";

const MAX_SAMPLES = 100;

/** New samples go after the old ones; only the newest 100 are kept (the field's limit). */
function withSamples(character: Character, samples: DialogueSample[]) {
  return [...character.dialogueSamples, ...samples].slice(-MAX_SAMPLES);
}

/**
 * Asks the AI for lines in the character's voice (traits joined by commas or
 * 'neutral', situation 'a tense confrontation') and saves them into its dialogueSamples.
 * If the character changed elsewhere meanwhile, the lines are added to the latest version.
 */
export function useGenerateDialogue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: suggestionKeys.aiCall("dialogue"),
    mutationFn: async (character: Character) => {
      const result = await apiRequest<DialogueResult>("POST", "/api/ai/generate-dialogue", {
        screenplayId: character.screenplayId,
        character: character.name,
        characterId: character.id,
        personality: character.traits.join(", ") || AI_FALLBACKS.dialoguePersonality,
        situation: AI_FALLBACKS.dialogueSituation,
      });
      const samples = result.dialogueSamples.map((s) => ({
        dialogue: s.dialogue,
        parenthetical: s.parenthetical ?? null,
      }));
      try {
        const updated = await patchCharacter(queryClient, character, {
          dialogueSamples: withSamples(character, samples),
        });
        return { updated, before: character.dialogueSamples };
      } catch (error) {
        const current = conflictCurrent<Character>(error);
        if (!current) throw error;
        putInList(queryClient, current);
        const updated = await patchCharacter(queryClient, current, {
          dialogueSamples: withSamples(current, samples),
        });
        return { updated, before: current.dialogueSamples };
      }
    },
    onSuccess: ({ updated, before }) => {
      putInList(queryClient, updated);
      // The new lines go after the old ones, but past the limit the oldest drop out: Undo
      // puts the samples back as they were.
      toastUndoable(
        {
          title: "Dialogue generated",
          description: `New lines for ${updated.name} are saved with the character.`,
        },
        () =>
          void patchCharacter(queryClient, updated, { dialogueSamples: before })
            .then((restored) => putInList(queryClient, restored))
            .catch((error) => toastError("Undo failed", error)),
      );
    },
    onError: (error, character) => {
      if (isApiError(error) && error.status === 404) {
        void queryClient.invalidateQueries({
          queryKey: characterKeys.list(character.screenplayId),
        });
        toast({
          variant: "destructive",
          title: "Character not found",
          description: "This character no longer exists. The list has been refreshed.",
        });
        return;
      }
      toastError("Failed to generate dialogue", error);
    },
  });
}
