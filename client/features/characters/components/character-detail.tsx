import { MessageSquareQuoteIcon, PencilIcon, Trash2Icon } from "lucide-react";
import type * as React from "react";
import { Badge } from "#client/components/ui/badge";
import { Button } from "#client/components/ui/button";
import { Card, CardContent, CardHeader } from "#client/components/ui/card";
import { ConfirmDeleteDialog } from "#client/components/ui/confirm-delete-dialog";
import type { Character } from "#shared/schemas/character";
import { DialogueSamples } from "./dialogue-samples";

const NONE = <span className="text-muted-foreground italic">Not specified</span>;

function Section({
  title,
  children,
  ref,
}: {
  title: string;
  children: React.ReactNode;
  ref?: React.Ref<HTMLElement>;
}) {
  return (
    <section
      ref={ref}
      tabIndex={ref ? -1 : undefined}
      className="grid gap-3 border-t border-border pt-5 outline-none"
      aria-label={title}
    >
      <h3 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        {title}
      </h3>
      {children}
    </section>
  );
}

function ItemList({ items }: { items: string[] }) {
  if (items.length === 0) return NONE;
  return (
    <ul className="grid list-disc gap-1 pl-5 text-sm">
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a static list whose items may repeat
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid content-start gap-1">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}

/** Everything known about one character: five sections and its actions. */
function CharacterDetail({
  character,
  onEdit,
  onDelete,
  onGenerateDialogue,
  generatingDialogue,
  deleting,
  samplesRef,
}: {
  character: Character;
  onEdit: () => void;
  onDelete: () => void;
  onGenerateDialogue: () => void;
  generatingDialogue: boolean;
  deleting: boolean;
  /** The dialogue samples, which take the focus after Generate Dialogue. */
  samplesRef?: React.Ref<HTMLElement>;
}) {
  return (
    <Card data-testid="character-detail">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1.5">
          <h2 className="font-serif text-2xl font-semibold break-words">{character.name}</h2>
          {character.role ? <Badge variant="secondary">{character.role}</Badge> : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={onEdit}>
            <PencilIcon aria-hidden="true" />
            Edit
          </Button>
          <Button onClick={onGenerateDialogue} disabled={generatingDialogue}>
            <MessageSquareQuoteIcon aria-hidden="true" />
            {generatingDialogue ? "Generating..." : "Generate Dialogue"}
          </Button>
          <ConfirmDeleteDialog
            trigger={
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Delete ${character.name}`}
                className="text-muted-foreground hover:text-destructive"
                disabled={deleting}
              >
                <Trash2Icon aria-hidden="true" />
              </Button>
            }
            title={`Delete ${character.name}?`}
            description="Delete this character? This cannot be undone. Their profile and dialogue samples will be removed."
            onConfirm={onDelete}
          />
        </div>
      </CardHeader>
      <CardContent className="grid gap-5">
        <Section title="Basic Information">
          <dl className="grid gap-4 sm:grid-cols-2">
            <Field label="Name">{character.name}</Field>
            <Field label="Role">{character.role || NONE}</Field>
            <Field label="Age">{character.age || NONE}</Field>
            <Field label="Occupation">{character.occupation || NONE}</Field>
          </dl>
        </Section>
        <Section title="Background">
          <dl className="grid gap-4">
            <Field label="Backstory">
              {character.backstory ? (
                <span className="whitespace-pre-line">{character.backstory}</span>
              ) : (
                NONE
              )}
            </Field>
            <Field label="Formative Events">
              <ItemList items={character.formativeEvents} />
            </Field>
          </dl>
        </Section>
        <Section title="Personality">
          <dl className="grid gap-4 sm:grid-cols-3">
            <Field label="Traits">
              {character.traits.length > 0 ? (
                <span className="flex flex-wrap gap-1.5">
                  {character.traits.map((trait, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a static list whose items may repeat
                    <Badge key={index} variant="outline">
                      {trait}
                    </Badge>
                  ))}
                </span>
              ) : (
                NONE
              )}
            </Field>
            <Field label="Motivations">
              <ItemList items={character.motivations} />
            </Field>
            <Field label="Flaws">
              <ItemList items={character.flaws} />
            </Field>
          </dl>
        </Section>
        <Section title="Character Arc">
          <p className="text-sm whitespace-pre-line">{character.arc || NONE}</p>
        </Section>
        <Section title="Dialogue Samples" ref={samplesRef}>
          <DialogueSamples name={character.name} samples={character.dialogueSamples} />
        </Section>
      </CardContent>
    </Card>
  );
}

export { CharacterDetail };
