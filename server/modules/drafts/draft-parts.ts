import { createHash } from "node:crypto";
import type { characters, DraftManifest, outlines, scenes, screenplays } from "../../db/schema";

/*
 * A draft is the screenplay cut into parts, each stored once under the hash of its canonical
 * JSON (docs/decisions/0035): unchanged parts are shared by every draft that has them.
 */

/** Columns a draft does not keep: the row's place and times, not the writer's story. */
export const OUTSIDE_CHILD_PARTS = ["screenplayId", "createdAt", "updatedAt"] as const;
/** The screenplay's own row keeps its story fields only: not its owner, step or cache key. */
export const OUTSIDE_SCREENPLAY_PART = [
  "id",
  "userId",
  "progress",
  "currentStep",
  "scenesRevision",
  "createdAt",
  "updatedAt",
] as const;

type ChildPart<Row> = Omit<Row, (typeof OUTSIDE_CHILD_PARTS)[number]>;
export type ScreenplayPart = Omit<
  typeof screenplays.$inferSelect,
  (typeof OUTSIDE_SCREENPLAY_PART)[number]
>;
export type OutlinePart = ChildPart<typeof outlines.$inferSelect>;
export type CharacterPart = ChildPart<typeof characters.$inferSelect>;
export type ScenePart = ChildPart<typeof scenes.$inferSelect>;

/** A whole screenplay as a draft keeps it; scenes in script order. */
export type DraftContent = {
  screenplay: ScreenplayPart;
  outline: OutlinePart | null;
  characters: CharacterPart[];
  scenes: ScenePart[];
};

export function without<Row extends object, K extends keyof Row>(
  row: Row,
  keys: readonly K[],
): Omit<Row, K> {
  const copy = { ...row };
  for (const key of keys) delete copy[key];
  return copy;
}

/** JSON with every object's keys sorted, so the same content is always the same text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_, item: unknown) =>
    item && typeof item === "object" && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : 1)))
      : item,
  );
}

/** 128 bits of SHA-256 in base64url (22 characters): keeps manifests short. */
export const partHash = (body: string) =>
  createHash("sha256").update(body).digest().subarray(0, 16).toString("base64url");

export type Part = { hash: string; body: string };

function toPart(value: unknown): Part {
  const body = canonicalJson(value);
  return { hash: partHash(body), body };
}

/** The content's parts, and the manifest that lists their hashes in order. */
export function splitIntoParts(content: DraftContent): { parts: Part[]; manifest: DraftManifest } {
  const screenplay = toPart(content.screenplay);
  const outline = content.outline ? toPart(content.outline) : null;
  const cast = content.characters.map(toPart);
  const sceneParts = content.scenes.map(toPart);
  const parts = [screenplay, ...(outline ? [outline] : []), ...cast, ...sceneParts];
  const manifest = {
    screenplay: screenplay.hash,
    outline: outline?.hash ?? null,
    characters: cast.map((part) => part.hash),
    scenes: sceneParts.map((part) => part.hash),
  };
  return { parts, manifest };
}

/** Every hash a manifest names. */
export const manifestHashes = (manifest: DraftManifest): string[] => [
  manifest.screenplay,
  ...(manifest.outline ? [manifest.outline] : []),
  ...manifest.characters,
  ...manifest.scenes,
];

/** The content back from its manifest and the parts' bodies by hash. */
export function joinParts(manifest: DraftManifest, bodies: Map<string, string>): DraftContent {
  const read = <T>(hash: string): T => {
    const body = bodies.get(hash);
    if (body === undefined) throw new Error(`draft part ${hash} is missing`);
    return JSON.parse(body) as T;
  };
  return {
    screenplay: read<ScreenplayPart>(manifest.screenplay),
    outline: manifest.outline ? read<OutlinePart>(manifest.outline) : null,
    characters: manifest.characters.map((hash) => read<CharacterPart>(hash)),
    scenes: manifest.scenes.map((hash) => read<ScenePart>(hash)),
  };
}

export const sameManifest = (a: DraftManifest, b: DraftManifest) =>
  canonicalJson(a) === canonicalJson(b);

/**
 * Whether two drafts print alike: what prints is made of the screenplay part and the scene
 * parts alone (printed-pages.ts), so drafts that differ only in their outline or cast have the
 * same pages.
 */
export const samePrint = (a: DraftManifest, b: DraftManifest) =>
  a.screenplay === b.screenplay && canonicalJson(a.scenes) === canonicalJson(b.scenes);
