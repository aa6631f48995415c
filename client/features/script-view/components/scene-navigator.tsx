import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { ChevronDownIcon } from "lucide-react";
import * as React from "react";
import { Button } from "#client/components/ui/button";
import { cn } from "#client/lib/cn";
import type { SceneId } from "../model/scene-marks";
import { NavigatorItem, type NavigatorScene, sceneName } from "./navigator-item";

const INSTRUCTIONS = {
  draggable:
    "To move a scene, press Space or Enter on its handle, move it with the up and down arrow keys, then press Space or Enter to drop it there, or Escape to leave it where it was.",
};

function announcements(items: readonly NavigatorScene[]): Announcements {
  const name = (id: UniqueIdentifier) => {
    const item = items.find((scene) => scene.id === id);
    return item ? sceneName(item) : "the scene";
  };
  const place = (id: UniqueIdentifier) =>
    `place ${items.findIndex((scene) => scene.id === id) + 1} of ${items.length}`;
  return {
    onDragStart: ({ active }) => `Picked up ${name(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${name(active.id)} is at ${place(over.id)}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `${name(active.id)} was moved to ${place(over.id)}.`
        : `${name(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `${name(active.id)} stays where it was.`,
  };
}

/**
 * The scenes beside the script: number, heading, beat and page. A scene's button jumps to it
 * in the script; its handle moves it (dragged, or with Space and the arrow keys), which moves
 * its text and renumbers the scenes. On a phone the list folds above the script.
 */
function SceneNavigator({
  items,
  onJump,
  onMove,
  className,
}: {
  items: readonly NavigatorScene[];
  onJump: (id: SceneId) => void;
  onMove: (order: SceneId[]) => void;
  className?: string;
}) {
  const [open, setOpen] = React.useState(false);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((item) => item.id);

  function dropped({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(active.id as SceneId);
    const to = ids.indexOf(over.id as SceneId);
    if (from >= 0 && to >= 0) onMove(arrayMove(ids, from, to));
  }

  return (
    <section
      aria-labelledby="script-scenes-title"
      className={cn(
        "flex min-h-0 min-w-0 flex-col rounded-xl border border-border bg-surface shadow-sm",
        className,
      )}
    >
      <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-3">
        <h2 id="script-scenes-title" className="font-semibold">
          Scenes <span className="font-normal text-muted-foreground">({items.length})</span>
        </h2>
        <Button
          variant="ghost"
          size="sm"
          className="lg:hidden"
          aria-expanded={open}
          aria-controls="script-scene-list"
          onClick={() => setOpen(!open)}
        >
          {open ? "Hide" : "Show"}
          <span className="sr-only"> scenes</span>
          <ChevronDownIcon
            aria-hidden="true"
            className={cn("transition-transform", open && "rotate-180")}
          />
        </Button>
      </div>
      {items.length === 0 ? (
        <p className={cn("px-4 py-6 text-sm text-muted-foreground lg:block", !open && "hidden")}>
          No scenes yet. Type a scene heading such as INT. KITCHEN - DAY in the script to start one.
        </p>
      ) : null}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={dropped}
        accessibility={{
          announcements: announcements(items),
          screenReaderInstructions: INSTRUCTIONS,
        }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <ol
            id="script-scene-list"
            aria-labelledby="script-scenes-title"
            className={cn(
              "min-h-0 gap-1 overflow-y-auto p-2 lg:grid",
              open ? "grid max-h-[50dvh]" : "hidden",
            )}
          >
            {items.map((item) => (
              <NavigatorItem key={item.id} scene={item} onJump={onJump} />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
    </section>
  );
}

export { SceneNavigator };
