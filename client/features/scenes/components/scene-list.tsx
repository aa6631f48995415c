import { FilmIcon, PlusIcon } from "lucide-react";
import type * as React from "react";
import { SceneLabel } from "#client/components/scene-label";
import { Button } from "#client/components/ui/button";
import { cn } from "#client/lib/cn";
import type { Scene } from "#shared/schemas/scene";

/** What the list has selected: a scene's id, the opening, or nothing. */
export type SceneSelection = number | "opening" | null;

const ITEM =
  "flex w-full items-start gap-3 rounded-lg px-3 py-2.5 text-left transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";

/**
 * The text before the first scene heading, listed first like the top of the script: it is not
 * a scene, so it has no number, act or characters.
 */
function OpeningItem({ selected, onSelect }: { selected: boolean; onSelect: () => void }) {
  return (
    <li>
      <button
        type="button"
        onClick={onSelect}
        aria-current={selected ? "true" : undefined}
        data-testid="opening-item"
        className={cn(ITEM, selected && "bg-accent-soft hover:bg-accent-soft")}
      >
        <span className="font-script text-sm font-bold uppercase">Opening</span>
      </button>
    </li>
  );
}

function characterCount(count: number) {
  return `${count} ${count === 1 ? "character" : "characters"}`;
}

/**
 * The scene list on the left: number badge, heading, act and character count per scene, after
 * the opening when the screenplay has one. With no scenes it offers to add one, or `planAction`
 * (planning them all from the outline).
 */
function SceneList({
  scenes,
  hasOpening,
  selectedId,
  onSelect,
  onAdd,
  planAction,
}: {
  scenes: Scene[];
  hasOpening: boolean;
  selectedId: SceneSelection;
  onSelect: (selection: number | "opening") => void;
  onAdd: () => void;
  planAction?: React.ReactNode;
}) {
  const opening = hasOpening ? (
    <OpeningItem selected={selectedId === "opening"} onSelect={() => onSelect("opening")} />
  ) : null;
  return (
    <section
      aria-labelledby="scene-list-title"
      className="flex min-w-0 flex-col rounded-xl border border-border bg-surface shadow-sm"
    >
      <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-3">
        <h2 id="scene-list-title" className="font-semibold">
          Scenes <span className="font-normal text-muted-foreground">({scenes.length})</span>
        </h2>
        <Button size="sm" variant="outline" onClick={onAdd}>
          <PlusIcon aria-hidden="true" />
          Add Scene
        </Button>
      </div>
      {scenes.length === 0 && opening ? <ul className="grid gap-1 p-2 pb-0">{opening}</ul> : null}
      {scenes.length === 0 ? (
        <div className="grid justify-items-center gap-3 px-4 py-10 text-center">
          <FilmIcon className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">No scenes yet</p>
          <p className="text-sm text-muted-foreground">
            Plan them from your outline in one go, or add them one at a time.
          </p>
          <div className="flex flex-wrap justify-center gap-2">
            {planAction}
            <Button size="sm" onClick={onAdd}>
              <PlusIcon aria-hidden="true" />
              Add Scene
            </Button>
          </div>
        </div>
      ) : (
        <ul className="grid max-h-[32rem] gap-1 overflow-y-auto p-2 lg:max-h-[calc(100dvh-16rem)]">
          {opening}
          {scenes.map((scene) => {
            const selected = scene.id === selectedId;
            return (
              <li key={scene.id}>
                <button
                  type="button"
                  onClick={() => onSelect(scene.id)}
                  aria-current={selected ? "true" : undefined}
                  data-testid="scene-item"
                  className={cn(ITEM, selected && "bg-accent-soft hover:bg-accent-soft")}
                >
                  <SceneLabel
                    number={scene.sceneNumber}
                    heading={scene.heading}
                    beat={scene.beat}
                    selected={selected}
                  >
                    <span className="text-xs text-muted-foreground">
                      {scene.act || "No act specified"} · {characterCount(scene.characters.length)}
                    </span>
                  </SceneLabel>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

export { SceneList };
