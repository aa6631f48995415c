import { UserIcon } from "lucide-react";
import { cn } from "#client/lib/cn";
import type { Character } from "#shared/schemas/character";

/** The cast, left of the detail view: name and role; the selected one is marked. */
function CharacterList({
  characters,
  selectedId,
  onSelect,
}: {
  characters: Character[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}) {
  return (
    <nav aria-label="Characters" className="rounded-xl border border-border bg-surface p-2">
      <p className="px-2 pt-1 pb-2 text-xs font-medium tracking-wide text-muted-foreground uppercase">
        Characters ({characters.length})
      </p>
      <ul className="grid gap-1">
        {characters.map((character) => {
          const selected = character.id === selectedId;
          return (
            <li key={character.id}>
              <button
                type="button"
                onClick={() => onSelect(character.id)}
                aria-current={selected ? "true" : undefined}
                className={cn(
                  "flex w-full items-center gap-3 rounded-lg px-2.5 py-2 text-left transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
                  selected && "bg-accent-soft text-accent-strong hover:bg-accent-soft",
                )}
              >
                <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-muted">
                  <UserIcon className="size-4 text-muted-foreground" aria-hidden="true" />
                </span>
                <span className="grid min-w-0">
                  <span className="truncate text-sm font-medium">{character.name}</span>
                  <span className="truncate text-xs text-muted-foreground">
                    {character.role || "No role yet"}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export { CharacterList };
