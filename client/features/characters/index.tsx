import { ArrowRightIcon, PlusIcon, UsersIcon } from "lucide-react";
import * as React from "react";
import { EmptyState, LoadError } from "#client/components/status-blocks";
import { Button } from "#client/components/ui/button";
import { StepScreen } from "#client/components/ui/page-header";
import { Spinner } from "#client/components/ui/spinner";
import { toast } from "#client/components/ui/use-toast";
import { useDeleteCharacter } from "#client/entities/characters/delete-character";
import { useCharacters } from "#client/entities/characters/get-characters";
import { useAdvanceScreenplay } from "#client/entities/screenplays/advance-screenplay";
import type { StepScreenProps } from "#client/lib/step-screen";
import { STEP_TITLES } from "#client/lib/steps";
import { useFocusNewContent } from "#client/lib/use-focus-new-content";
import type { Character } from "#shared/schemas/character";
import { useGenerateDialogue } from "./api/generate-dialogue";
import { CharacterDetail } from "./components/character-detail";
import { CharacterDialog } from "./components/character-dialog";
import { CharacterList } from "./components/character-list";

/** Character Workshop: the cast on the left, the selected character on the right. */
export default function CharactersScreen({ screenplay }: StepScreenProps) {
  const characters = useCharacters(screenplay.id);
  const [selectedId, setSelectedId] = React.useState<number | null>(null);
  const [dialog, setDialog] = React.useState<{ open: boolean; editing: Character | null }>({
    open: false,
    editing: null,
  });
  const remove = useDeleteCharacter();
  // New lines take the focus: the Generate Dialogue button, disabled while it ran, has lost it.
  const focusNewContent = useFocusNewContent();
  const samples = React.useRef<HTMLElement>(null);
  const dialogue = useGenerateDialogue();
  const { advance, isPending: advancing } = useAdvanceScreenplay(screenplay);

  const list = characters.data ?? [];
  const selected = list.find((c) => c.id === selectedId) ?? list[0] ?? null;
  const hasCharacters = list.length > 0;

  function openCreate() {
    setDialog({ open: true, editing: null });
  }

  function generateDialogue() {
    const character = selected && list.find((c) => c.id === selected.id);
    if (!character) {
      toast({
        variant: "destructive",
        title: "Character not found",
        description: "Select a character to write dialogue for.",
      });
      return;
    }
    dialogue.mutate(character, { onSuccess: () => focusNewContent(samples) });
  }

  function continueToScenes() {
    if (!hasCharacters) {
      toast({
        variant: "destructive",
        title: "Characters required",
        description: "Please create at least one character before continuing.",
      });
      return;
    }
    advance({ to: "scenes", open: true });
  }

  let body: React.ReactNode;
  if (characters.isPending) {
    body = <Spinner label="Loading characters" />;
  } else if (characters.isError) {
    body = (
      <LoadError
        title="The characters could not be loaded."
        error={characters.error}
        onRetry={characters.refetch}
      />
    );
  } else if (!hasCharacters || !selected) {
    body = (
      <EmptyState
        icon={UsersIcon}
        title="No characters yet"
        action={
          <Button className="mt-6" onClick={openCreate}>
            <PlusIcon aria-hidden="true" />
            Create Character
          </Button>
        }
      >
        Every story needs someone to want something. Create your protagonist first; the AI can fill
        in their background, personality and arc.
      </EmptyState>
    );
  } else {
    body = (
      <div className="grid gap-6 md:grid-cols-[15rem_minmax(0,1fr)]">
        <div className="md:sticky md:top-20 md:self-start">
          <CharacterList characters={list} selectedId={selected.id} onSelect={setSelectedId} />
        </div>
        <CharacterDetail
          character={selected}
          onEdit={() => setDialog({ open: true, editing: selected })}
          onDelete={() => remove.mutate(selected)}
          onGenerateDialogue={generateDialogue}
          generatingDialogue={dialogue.isPending}
          deleting={remove.isPending}
          samplesRef={samples}
        />
      </div>
    );
  }

  return (
    <StepScreen
      title={STEP_TITLES.characters}
      description="Create the people of your story: who they are, what drives them, and how they sound."
      actions={
        <Button onClick={openCreate}>
          <PlusIcon aria-hidden="true" />
          Create Character
        </Button>
      }
    >
      {body}
      <div className="flex flex-col gap-2 border-t border-border pt-5 sm:flex-row sm:items-center sm:justify-end">
        {!hasCharacters && !characters.isPending ? (
          <p className="text-xs text-muted-foreground sm:mr-auto">
            Create at least one character to continue.
          </p>
        ) : null}
        <Button
          onClick={continueToScenes}
          aria-disabled={!hasCharacters || undefined}
          disabled={advancing}
          className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
        >
          {advancing ? "Saving..." : "Continue to Scene Writing"}
          <ArrowRightIcon aria-hidden="true" />
        </Button>
      </div>
      <CharacterDialog
        screenplay={screenplay}
        character={dialog.editing}
        open={dialog.open}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
        onSaved={(character) => setSelectedId(character.id)}
      />
    </StepScreen>
  );
}
