import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVerticalIcon } from "lucide-react";
import { SceneLabel } from "#client/components/scene-label";
import { cn } from "#client/lib/cn";
import type { SceneId } from "../model/scene-marks";

export type NavigatorScene = {
  id: SceneId;
  /** Null until the server has created a scene typed in the script. */
  number: number | null;
  heading: string;
  beat: string | null;
  /** The page the scene starts on when printed. */
  page: number | null;
};

/** "scene 3, INT. DINER - NIGHT": how announcements and buttons name a scene. */
export function sceneName({ number, heading }: NavigatorScene): string {
  return `${number === null ? "the new scene" : `scene ${number}`}, ${heading || "no heading"}`;
}

/** One scene of the navigator: its drag handle, and the button that jumps to it. */
function NavigatorItem({
  scene,
  onJump,
}: {
  scene: NavigatorScene;
  onJump: (id: SceneId) => void;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: scene.id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-testid="navigator-scene"
      className={cn(
        "flex items-start gap-1 rounded-lg bg-surface",
        isDragging && "relative z-10 shadow-md ring-2 ring-ring",
      )}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Move ${sceneName(scene)}`}
        className="mt-1.5 flex h-8 w-6 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none active:cursor-grabbing"
      >
        <GripVerticalIcon className="size-4" aria-hidden="true" />
      </button>
      <button
        type="button"
        onClick={() => onJump(scene.id)}
        className="flex min-w-0 flex-1 items-start gap-3 rounded-lg px-2 py-2 text-left transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <SceneLabel
          number={scene.number ?? "new"}
          heading={scene.heading}
          beat={scene.beat}
          className="flex-1"
        />
        {scene.page === null ? null : (
          <span className="mt-0.5 shrink-0 text-xs text-muted-foreground tabular-nums">
            <span className="sr-only">page </span>
            <span aria-hidden="true">p.&nbsp;</span>
            {scene.page}
          </span>
        )}
      </button>
    </li>
  );
}

export { NavigatorItem };
