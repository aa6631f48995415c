import type { Scene } from "../../../shared/schemas/scene";
import { sortByNumber } from "../../entities/scenes/get-scenes";

/** What the analysis reads: every scene in script order, its heading then its content, as one text. */
export function screenplayText(scenes: Scene[]): string {
  return sortByNumber(scenes)
    .map((scene) =>
      [scene.heading.trim(), (scene.content ?? "").trim()].filter(Boolean).join("\n\n"),
    )
    .join("\n\n");
}
