/*
 * The occupation a main character description names, so a generated profile agrees with it:
 * "Nora Vance, a burned-out ex-intelligence analyst" is an analyst, not whatever the genre's
 * list would have drawn. Descriptions that name no job ("the youngest of five sisters") give none.
 */

/** Head words that describe a person, not a job. */
const NOT_A_JOB =
  /^(youngest|eldest|oldest|only|middle|mother|father|son|daughter|sister|brother|widow|widower|orphan|girl|boy|man|woman|teenager|child|kid|wife|husband|stranger|someone|person|loner|outsider|survivor|friend|twin)s?$/i;
/** Leading words about temperament, age or body rather than the work. */
const DESCRIPTIVE =
  /^(burned-out|burnt-out|washed-up|honest|ambitious|stubborn|lonely|brilliant|young|old|ageing|aging|bitter|reckless|shy|troubled|haunted|grieving|jaded|weary|idealistic|naive|cynical|\S+-eyed|\S+-armed|\S+-legged|\S+-year-old|\d\S*)$/i;
/** Words that say where the person stands in the job, dropped when telling how they came to it. */
const STANDING = /^(retired|former|unemployed|disgraced|struggling|failed|aspiring|rookie)$/i;

export type Occupation = {
  /** As the profile shows it: "Ex-intelligence analyst", "Retired opera singer". */
  title: string;
  /** The job itself: "intelligence analyst", "opera singer". */
  trade: string;
};

/** The description without a leading name ("Nora Vance, …"), when it starts with one. */
function withoutName(description: string): { named: string | undefined; rest: string } {
  const [lead = "", ...rest] = description.split(",");
  const isName = rest.length > 0 && /^\p{Lu}[\p{L}'’-]*(\s+\p{Lu}[\p{L}'’-]*)*$/u.test(lead.trim());
  return isName
    ? { named: lead.trim(), rest: rest.join(",") }
    : { named: undefined, rest: description };
}

/** True when the description is about the character of this name (or names nobody, for the lead). */
export function describes(description: string, name: string, isLead: boolean): boolean {
  const { named } = withoutName(description);
  if (!named) return isLead;
  const [first] = name.trim().toLowerCase().split(/\s+/);
  const lower = named.toLowerCase();
  return lower === name.trim().toLowerCase() || lower.split(/\s+/)[0] === first;
}

export function describedOccupation(description: string): Occupation | undefined {
  const core = withoutName(description)
    .rest.trim()
    .replace(/^(a|an|the)\s+/i, "")
    .split(/,|\s(?:who|whose|that|which|with|on|from|after|because|in|at|of|for|and|to)\s/i)[0];
  const words = (core ?? "").trim().split(/\s+/).filter(Boolean);
  const last = words.at(-1) ?? "";
  if (words.length === 0 || words.length > 4 || NOT_A_JOB.test(last) || /est$/i.test(last))
    return undefined;
  while (words.length > 1 && DESCRIPTIVE.test(words[0] ?? "")) words.shift();
  const title = words.join(" ");
  const trade = words
    .map((w) => w.replace(/^ex-/i, ""))
    .filter((w) => !STANDING.test(w))
    .join(" ");
  return { title, trade: trade || title };
}
