/** One entry of a Fountain title page, in source order (keys keep the author's spelling). */
export interface TitleEntry {
  key: string;
  /** Multi-line values are joined with "\n"; emphasis markup is kept. */
  value: string;
}

/**
 * A screenplay element. Text keeps Fountain emphasis markup (*italic*, **bold**, _underline_)
 * so every writer can decide how to show it; `stripEmphasis` gives the plain text.
 * Multi-line elements (action, dialogue, centered, lyrics) join their lines with "\n".
 */
export type Element =
  | { type: "scene_heading"; text: string; sceneNumber?: string }
  | { type: "action"; text: string }
  /** `dual` marks the second (right-hand) cue of a dual-dialogue pair. */
  | { type: "character"; name: string; extension?: string; dual?: boolean }
  | { type: "parenthetical"; text: string }
  | { type: "dialogue"; text: string }
  | { type: "transition"; text: string }
  | { type: "centered"; text: string }
  | { type: "lyrics"; text: string }
  | { type: "page_break" }
  | { type: "section"; text: string; depth: number }
  | { type: "synopsis"; text: string }
  | { type: "note"; text: string };

export type ElementType = Element["type"];

export type ElementOf<T extends ElementType> = Extract<Element, { type: T }>;

export interface ScreenplayDocument {
  titlePage: TitleEntry[];
  elements: Element[];
}

export type ScreenplayFormat = "fountain" | "fdx";
