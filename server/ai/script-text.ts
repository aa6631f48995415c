import type { Scene } from "#shared/schemas/scene";

/*
 * The script as plain text, the one way the AI reads it: each scene as its heading, a blank
 * line and its content; scenes apart by a blank line, in the order given (the scene list's).
 */

export function sceneText(scene: Pick<Scene, "heading" | "content">): string {
  return [scene.heading.trim(), (scene.content ?? "").trim()].filter(Boolean).join("\n\n");
}

export function scriptText(scenes: Pick<Scene, "heading" | "content">[]): string {
  return scenes.map(sceneText).join("\n\n");
}
