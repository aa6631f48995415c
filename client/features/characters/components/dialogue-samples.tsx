import { Badge } from "#client/components/ui/badge";
import type { DialogueSample } from "#shared/schemas/character";

/** "(dry)" and "dry" both print as "(dry)", as a screenplay sets a parenthetical. */
function parenthetical(text: string | null | undefined): string | null {
  const inner = text
    ?.trim()
    .replace(/^\(+|\)+$/g, "")
    .trim();
  return inner ? `(${inner})` : null;
}

/** Each line set like a screenplay: the cue, the parenthetical, then the dialogue. */
function DialogueSamples({ name, samples }: { name: string; samples: DialogueSample[] }) {
  if (samples.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        No dialogue samples yet. Generate Dialogue writes a few lines in this character's voice.
      </p>
    );
  }
  return (
    <ol className="grid gap-3" aria-label="Dialogue samples">
      {samples.map((sample, index) => {
        const direction = parenthetical(sample.parenthetical);
        return (
          <li
            // Samples have no ids; their order never changes except by appending.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            data-testid="dialogue-sample"
            className="relative rounded-lg border border-border bg-background px-4 pt-8 pb-4"
          >
            <Badge variant="secondary" className="absolute top-2 right-2">
              AI Generated
            </Badge>
            <div className="mx-auto grid max-w-sm gap-0.5 font-script text-sm leading-snug">
              <p className="text-center uppercase">{name}</p>
              {direction ? <p className="pl-[15%] sm:pl-[20%]">{direction}</p> : null}
              <p className="whitespace-pre-line">{sample.dialogue}</p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

export { DialogueSamples };
