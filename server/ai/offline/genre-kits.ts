import { GENRE_DATA } from "./genre-data";

/** The raw material the offline writer combines for a genre: phrases that read well in templates. */
export type GenreKit = {
  key: string;
  label: string;
  /** Verb phrases that follow "must": "win back the family farm". */
  goals: string[];
  /** Clauses that follow "when": "a stranger arrives with a deed to the house". */
  incidents: string[];
  /** Clauses that follow "but": "a rival who knows every secret closes in". */
  obstacles: string[];
  /** Noun phrases: what is lost on failure. */
  stakes: string[];
  titleWords: string[];
  tones: string[];
  traits: string[];
  flaws: string[];
  occupations: string[];
  motifs: string[];
  /** Present-tense action lines that set a scene's mood. */
  images: string[];
  /** Clauses for the midpoint turn: "the hunter becomes the hunted". */
  midpoints: string[];
  /** Clauses for the climax. */
  climaxes: string[];
};

const ALIASES: [RegExp, string][] = [
  [/sci|space|cyber|dystop|future/, "sci-fi"],
  [/horror|scary|slasher|supernatural|ghost/, "horror"],
  [/thrill|suspense|spy|heist|crime|noir/, "thriller"],
  [/myster|detective|whodunit|investig/, "mystery"],
  [/rom|love/, "romance"],
  [/comed|funny|satire|parody|sitcom/, "comedy"],
  [/fantas|myth|fairy|magic/, "fantasy"],
  [/action|martial|disaster|war/, "action"],
  [/western|frontier|cowboy/, "western"],
  [/coming|teen|youth|family|biopic|histor/, "drama"],
  [/drama|tragedy/, "drama"],
];

/** Finds the kit for a free-text genre; "drama" when nothing matches, because it fits any story. */
export function genreKit(genre: string | undefined): GenreKit {
  const text = (genre ?? "").toLowerCase();
  const key = ALIASES.find(([pattern]) => pattern.test(text))?.[1] ?? "drama";
  return GENRE_DATA[key] ?? (GENRE_DATA.drama as GenreKit);
}

export const GENRE_KEYS = Object.keys(GENRE_DATA);
