import type { AiSuggestion, SuggestionType } from "#shared/schemas/ai";
import type {
  Character,
  CreateCharacterInput,
  DialogueSample,
  UpdateCharacterInput,
} from "#shared/schemas/character";
import type { Outline, OutlineContent } from "#shared/schemas/outline";
import type { CreateSceneInput, Scene } from "#shared/schemas/scene";
import type { Screenplay } from "#shared/schemas/screenplay";
import { field, list, str } from "./content-fields";
import { describeOutlineChanges, outlineFrom } from "./outline-content";

/** What Apply writes, loaded fresh just before (see api/apply-suggestion.ts). */
export type ApplyState = {
  screenplay?: Screenplay;
  outline?: Outline | null;
  characters?: Character[];
  scenes?: Scene[];
};

export type ApplyWrite =
  | { kind: "screenplay"; screenplay: Screenplay; changes: { logline: string } }
  | { kind: "outline"; content: OutlineContent }
  | { kind: "character"; character: Character; changes: Omit<UpdateCharacterInput, "updatedAt"> }
  | { kind: "new-character"; input: Omit<CreateCharacterInput, "screenplayId"> }
  | { kind: "scene"; scene: Scene; changes: { content: string } }
  | { kind: "new-scene"; input: Omit<CreateSceneInput, "screenplayId"> }
  /** Everything it holds is there already (e.g. dialogue lines saved when they were generated). */
  | { kind: "none" };

export type ApplyPlan = {
  /** Where it goes, for messages: "the logline", "Mara's profile", "scene 3". */
  where: string;
  /** The writer's text it would replace, described; null when it replaces nothing. */
  replaces: string | null;
  write: ApplyWrite;
};

/**
 * The kinds whose result belongs somewhere; story ideas, analyses and scene plans are only read
 * here (a plan's scenes are kept, each as the writer chooses, in the Scene Writing dialog).
 */
const APPLIES: ReadonlySet<SuggestionType> = new Set([
  "logline",
  "outline",
  "character",
  "dialogue",
  "scene",
]);

/** What each kind of suggestion needs loaded before it can be planned. */
export const STATE_NEEDED: Record<SuggestionType, (keyof ApplyState)[]> = {
  logline: ["screenplay"],
  outline: ["outline"],
  character: ["characters"],
  dialogue: ["characters"],
  scene: ["characters", "scenes"],
  story_ideas: [],
  analysis: [],
  scene_plan: [],
};

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const EXCERPT = 80;
const quote = (text: string) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return `“${flat.length > EXCERPT ? `${flat.slice(0, EXCERPT - 1).trimEnd()}…` : flat}”`;
};
const hasText = (value: string | null | undefined) => Boolean(value?.trim());

function joinWords(words: string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

function loglinePlan(content: unknown, { screenplay }: ApplyState): ApplyPlan | null {
  const logline = str(field(content, "logline")).trim();
  if (!logline || !screenplay) return null;
  const current = screenplay.logline ?? "";
  const replaces = hasText(current) && current.trim() !== logline ? quote(current) : null;
  return {
    where: "the logline",
    replaces: replaces && `The logline ${replaces}`,
    write: { kind: "screenplay", screenplay, changes: { logline } },
  };
}

function outlinePlan(content: unknown, { outline }: ApplyState): ApplyPlan | null {
  const next = outlineFrom(content);
  if (!next) return null;
  const changed = outline ? describeOutlineChanges(outline, next) : [];
  return {
    where: "the outline",
    replaces: changed.length ? `The outline's ${joinWords(changed)}` : null,
    write: { kind: "outline", content: next },
  };
}

const strings = (value: unknown) => list(value).filter((item) => typeof item === "string");

/** The stored character result in the character's own fields. */
function profileFrom(content: unknown) {
  return {
    age: str(field(content, "age")),
    occupation: str(field(content, "occupation")),
    backstory: str(field(content, "backstory")),
    traits: strings(field(content, "personalityTraits")),
    motivations: strings(field(content, "motivations")),
    flaws: strings(field(content, "flaws")),
    arc: str(field(content, "characterArc")),
    formativeEvents: strings(field(content, "formativeEvents")),
  };
}

const PROFILE_LABELS: Record<keyof ReturnType<typeof profileFrom>, string> = {
  age: "age",
  occupation: "occupation",
  backstory: "backstory",
  traits: "traits",
  motivations: "motivations",
  flaws: "flaws",
  arc: "arc",
  formativeEvents: "formative events",
};

function findCharacter(state: ApplyState, name: string, id?: number): Character | undefined {
  const characters = state.characters ?? [];
  return (
    characters.find((c) => id !== undefined && c.id === id) ??
    characters.find((c) => sameName(c.name, name))
  );
}

function characterPlan(suggestion: AiSuggestion, state: ApplyState): ApplyPlan | null {
  const name = suggestion.target?.character?.trim();
  if (!name) return null;
  const profile = profileFrom(suggestion.content);
  const role = suggestion.target?.role;
  const character = findCharacter(state, name);
  if (!character) {
    return {
      where: `${name}'s profile`,
      replaces: null,
      write: { kind: "new-character", input: { name, ...(role ? { role } : {}), ...profile } },
    };
  }
  const replaced = (Object.keys(profile) as (keyof typeof profile)[]).filter((key) => {
    const now = character[key];
    const next = profile[key];
    return Array.isArray(now)
      ? now.length > 0 && now.join("\n") !== (next as string[]).join("\n")
      : hasText(now) && now?.trim() !== (next as string).trim();
  });
  return {
    where: `${character.name}'s profile`,
    replaces: replaced.length
      ? `${character.name}'s ${joinWords(replaced.map((key) => PROFILE_LABELS[key]))}`
      : null,
    write: {
      kind: "character",
      character,
      changes: { ...profile, ...(role && !hasText(character.role) ? { role } : {}) },
    },
  };
}

const MAX_SAMPLES = 100;

function samplesFrom(content: unknown): DialogueSample[] {
  return list(field(content, "dialogueSamples")).flatMap((sample) => {
    const dialogue = str(field(sample, "dialogue")).trim();
    const parenthetical = str(field(sample, "parenthetical")).trim();
    return dialogue ? [{ dialogue, parenthetical: parenthetical || null }] : [];
  });
}

/** Lines are added after the character's own, never replacing them; lines already there are skipped. */
function dialoguePlan(suggestion: AiSuggestion, state: ApplyState): ApplyPlan | null {
  const name = suggestion.target?.character?.trim();
  const samples = samplesFrom(suggestion.content);
  if (!name || samples.length === 0) return null;
  const character = findCharacter(state, name, suggestion.target?.characterId);
  if (!character) {
    return {
      where: `${name}'s dialogue samples`,
      replaces: null,
      write: { kind: "new-character", input: { name, dialogueSamples: samples } },
    };
  }
  const known = new Set(character.dialogueSamples.map((s) => s.dialogue.trim()));
  const added = samples.filter((s) => !known.has(s.dialogue));
  return {
    where: `${character.name}'s dialogue samples`,
    replaces: null,
    write: added.length
      ? {
          kind: "character",
          character,
          changes: {
            dialogueSamples: [...character.dialogueSamples, ...added].slice(-MAX_SAMPLES),
          },
        }
      : { kind: "none" },
  };
}

function scenePlan(suggestion: AiSuggestion, state: ApplyState): ApplyPlan | null {
  const content = str(field(suggestion.content, "content")).trim();
  const target = suggestion.target;
  const heading = target?.sceneHeading?.trim();
  if (!content || !heading) return null;
  const scenes = state.scenes ?? [];
  const number = target?.sceneNumber;
  const scene =
    number !== undefined
      ? scenes.find((s) => s.sceneNumber === number)
      : scenes.find((s) => sameName(s.heading, heading));
  if (!scene) {
    const sceneNumber = number ?? Math.max(0, ...scenes.map((s) => s.sceneNumber)) + 1;
    const cast = (target?.characters ?? []).flatMap((castName) => {
      const character = findCharacter(state, castName);
      return character ? [String(character.id)] : [];
    });
    return {
      where: `scene ${sceneNumber}`,
      replaces: null,
      write: {
        kind: "new-scene",
        input: {
          sceneNumber,
          heading,
          content,
          characters: cast,
          ...(target?.act ? { act: target.act } : {}),
        },
      },
    };
  }
  const current = scene.content ?? "";
  const replaces =
    hasText(current) && current.trim() !== content
      ? `The text of scene ${scene.sceneNumber} (${scene.heading}), ${current.trim().length.toLocaleString("en-US")} characters`
      : null;
  return {
    where: `scene ${scene.sceneNumber}`,
    replaces,
    write: { kind: "scene", scene, changes: { content } },
  };
}

/** Whether the suggestion holds something Apply can put in the screenplay. */
export function canApply(suggestion: AiSuggestion): boolean {
  return APPLIES.has(suggestion.suggestionType) && planApply(suggestion, FULL_STATE) !== null;
}

// Enough state for canApply to check the suggestion's own content and target.
const FULL_STATE: ApplyState = {
  screenplay: {} as Screenplay,
  outline: null,
  characters: [],
  scenes: [],
};

/** What applying the suggestion to the screenplay as it is now would write and replace. */
export function planApply(suggestion: AiSuggestion, state: ApplyState): ApplyPlan | null {
  switch (suggestion.suggestionType) {
    case "logline":
      return loglinePlan(suggestion.content, state);
    case "outline":
      return outlinePlan(suggestion.content, state);
    case "character":
      return characterPlan(suggestion, state);
    case "dialogue":
      return dialoguePlan(suggestion, state);
    case "scene":
      return scenePlan(suggestion, state);
    default:
      return null;
  }
}
