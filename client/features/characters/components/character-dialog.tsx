import { zodResolver } from "@hookform/resolvers/zod";
import { SparklesIcon } from "lucide-react";
import * as React from "react";
import { type Path, useForm } from "react-hook-form";
import { Button } from "#client/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "#client/components/ui/dialog";
import { DialogHeading } from "#client/components/ui/dialog-heading";
import { FormField } from "#client/components/ui/form-field";
import { Input, Textarea } from "#client/components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#client/components/ui/tabs";
import { toast } from "#client/components/ui/use-toast";
import { AiStatusBadge } from "#client/entities/ai-status/ai-status-badge";
import { useCreateCharacter } from "#client/entities/characters/create-character";
import { useUpdateCharacter } from "#client/entities/characters/update-character";
import { draftBeforeAi } from "#client/entities/drafts/draft-before-ai";
import type { FieldValues } from "#client/lib/ai-fill";
import { useUnsavedChanges } from "#client/lib/unsaved-changes";
import { useAiFill, writeFormFields } from "#client/lib/use-ai-fill";
import { AI_FALLBACKS } from "#shared/schemas/ai";
import type { Character } from "#shared/schemas/character";
import type { Screenplay } from "#shared/schemas/screenplay";
import { useGenerateCharacter } from "../api/generate-character";
import {
  CharacterFormSchema,
  type CharacterFormValues,
  fromCharacterResult,
  type ListBaseline,
  listBaseline,
  toCharacterInput,
  toFormValues,
} from "../character-form";

type DialogTab = "basic" | "background" | "personality";
/** Long labels wrap inside their third of the list instead of overflowing a phone screen. */
const TRIGGER = "h-auto py-1.5 leading-tight whitespace-normal";
const FIELD_LABELS: Record<string, string> = {
  age: "Age",
  occupation: "Occupation",
  backstory: "Backstory",
  formativeEvents: "Formative Events",
  traits: "Personality Traits",
  motivations: "Motivations",
  flaws: "Flaws",
  arc: "Character Arc",
};
const ROLES = ["protagonist", "antagonist", "mentor", "love interest", "sidekick", "supporting"];

/** Create Character / Edit Character: three tabs and an AI Generate button. */
function CharacterDialog({
  screenplay,
  character,
  open,
  onOpenChange,
  onSaved,
}: {
  screenplay: Screenplay;
  /** The character to edit; none to create one. */
  character: Character | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: (character: Character) => void;
}) {
  const [tab, setTab] = React.useState<DialogTab>("basic");
  const rolesId = React.useId();
  const formElement = React.useRef<HTMLFormElement>(null);
  const form = useForm<CharacterFormValues>({
    resolver: zodResolver(CharacterFormSchema),
    defaultValues: toFormValues(character),
  });
  const { register, reset, setValue, formState } = form;
  const { errors } = formState;

  // Each opening starts from the character (or a blank form) on the first tab; a refresh of
  // the character while the dialog is open must not wipe what the writer has typed.
  const characterRef = React.useRef(character);
  characterRef.current = character;
  const baseline = React.useRef<ListBaseline>({});
  React.useEffect(() => {
    if (open) {
      const current = characterRef.current;
      reset(toFormValues(current));
      baseline.current = current ? listBaseline(current) : {};
      setTab("basic");
    }
  }, [open, reset]);

  const close = (saved: Character) => {
    onOpenChange(false);
    onSaved(saved);
  };
  const create = useCreateCharacter({ onCreated: close });
  const update = useUpdateCharacter({ onUpdated: close });
  const generate = useGenerateCharacter({
    onGenerated: (result) => {
      baseline.current = {
        ...baseline.current,
        ...listBaseline({
          formativeEvents: result.formativeEvents,
          traits: result.personalityTraits,
          motivations: result.motivations,
          flaws: result.flaws,
        }),
      };
      aiFill.offerResult(fromCharacterResult(result) as FieldValues);
    },
  });
  const aiFill = useAiFill({
    what: "Character",
    labels: FIELD_LABELS,
    beforeReplace: () =>
      draftBeforeAi(screenplay.id, character ? `${character.name}'s profile` : "a new character"),
    read: () => form.getValues() as FieldValues,
    write: (values) =>
      writeFormFields(formElement.current, values, (field, value) =>
        setValue(field as Path<CharacterFormValues>, value, { shouldDirty: true }),
      ),
  });
  useUnsavedChanges(open && formState.isDirty, {
    label: character ? `the character ${character.name}` : "the new character",
  });
  const saving = create.isPending || update.isPending;

  function aiGenerate() {
    const name = form.getValues("name").trim();
    if (!name) {
      setTab("basic");
      toast({
        variant: "destructive",
        title: "Character name required",
        description: "Please enter a character name to generate AI suggestions.",
      });
      return;
    }
    generate.mutate({
      screenplayId: screenplay.id,
      name,
      role: form.getValues("role").trim() || AI_FALLBACKS.characterRole,
      genre: screenplay.genre?.trim() || AI_FALLBACKS.characterGenre,
    });
  }

  const submit = form.handleSubmit(
    (values) => {
      const input = toCharacterInput(values, baseline.current);
      if (character) update.mutate({ character, changes: input });
      else create.mutate({ screenplayId: screenplay.id, ...input });
    },
    () => setTab("basic"),
  );

  /** A labelled field of the form: one line of text, or `rows` lines for the longer answers. */
  const field =
    (rows?: number) =>
    (name: Path<CharacterFormValues>, label: string, placeholder: string, hint?: string) => (
      <FormField label={label} hint={hint}>
        {(control) => {
          const props = { placeholder, ...control, ...register(name) };
          return rows ? <Textarea rows={rows} {...props} /> : <Input {...props} />;
        }}
      </FormField>
    );
  const text = field();
  const area = field(3);
  const listHint = "Separate items with commas.";

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeading
          title={character ? "Edit Character" : "Create Character"}
          description={
            character
              ? `Refine ${character.name}. Lists are comma-separated.`
              : "Start with a name; the AI can suggest the rest. Lists are comma-separated."
          }
        />
        <div className="flex flex-col gap-2 rounded-lg bg-muted/60 p-3 sm:flex-row sm:items-center">
          <Button variant="outline" onClick={aiGenerate} disabled={generate.isPending || saving}>
            <SparklesIcon
              aria-hidden="true"
              className={generate.isPending ? "animate-pulse" : undefined}
            />
            {generate.isPending ? "Generating..." : "AI Generate"}
          </Button>
          <AiStatusBadge className="border-0 bg-transparent px-0" />
        </div>
        <form ref={formElement} noValidate onSubmit={submit} className="grid gap-4">
          <Tabs value={tab} onValueChange={(value) => setTab(value as DialogTab)}>
            <TabsList className="grid h-auto grid-cols-3">
              <TabsTrigger value="basic" className={TRIGGER}>
                Basic
              </TabsTrigger>
              <TabsTrigger value="background" className={TRIGGER}>
                Background
              </TabsTrigger>
              <TabsTrigger value="personality" className={TRIGGER}>
                Personality &amp; Arc
              </TabsTrigger>
            </TabsList>
            <TabsContent
              value="basic"
              forceMount
              className="grid gap-4 data-[state=inactive]:hidden"
            >
              <FormField label="Name" error={errors.name?.message}>
                {(control) => (
                  <Input
                    placeholder="e.g. Mara Quinn"
                    maxLength={100}
                    {...control}
                    {...register("name")}
                  />
                )}
              </FormField>
              <div className="grid gap-4 sm:grid-cols-2">
                <FormField label="Role" hint="e.g. protagonist, antagonist, mentor">
                  {(control) => (
                    <Input
                      list={rolesId}
                      placeholder="protagonist"
                      {...control}
                      {...register("role")}
                    />
                  )}
                </FormField>
                <datalist id={rolesId}>
                  {ROLES.map((role) => (
                    <option key={role} value={role} />
                  ))}
                </datalist>
                {text("age", "Age", "e.g. 37", "A number or a phrase: late 40s")}
              </div>
              {text("occupation", "Occupation", "e.g. Lighthouse keeper")}
            </TabsContent>
            <TabsContent
              value="background"
              forceMount
              className="grid gap-4 data-[state=inactive]:hidden"
            >
              {area("backstory", "Backstory", "Where they come from and what shaped them")}
              {area(
                "formativeEvents",
                "Formative Events",
                "Lost the family boat, Left home at 16",
                listHint,
              )}
            </TabsContent>
            <TabsContent
              value="personality"
              forceMount
              className="grid gap-4 data-[state=inactive]:hidden"
            >
              {text("traits", "Personality Traits", "stubborn, funny, loyal", listHint)}
              {area(
                "motivations",
                "Motivations",
                "Keep the light burning, Find her brother",
                listHint,
              )}
              {area("flaws", "Flaws", "Trusts no one, Drinks alone", listHint)}
              {area("arc", "Character Arc", "How they change from the first page to the last")}
            </TabsContent>
          </Tabs>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving || generate.isPending}>
              {saving ? "Saving..." : character ? "Save Changes" : "Create Character"}
            </Button>
          </DialogFooter>
        </form>
        {aiFill.dialog}
      </DialogContent>
    </Dialog>
  );
}

export { CharacterDialog };
