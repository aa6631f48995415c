/* Lines for the offline scene writer, grouped by the beat they play in an exchange.
 * Each is written to work for any speaker; {x} fills come from the story. */

export type SceneFill = { other: string; goal: string; stakes: string; motif: string };
export type Beat = (f: SceneFill) => string;

export const BEATS: Record<"open" | "push" | "reveal" | "turn" | "close", Beat[]> = {
  open: [
    (f) => `You said you'd be here an hour ago, ${f.other}.`,
    () => "Don't. Whatever you're about to say, don't.",
    () => "I thought you'd gone for good.",
    () => "We need to talk. Now, before anyone else gets here.",
  ],
  push: [
    (f) => `You think I don't know what this costs? I'm the one who stands to lose ${f.stakes}.`,
    () => "That's not an answer. That's an excuse with good manners.",
    (f) => `Then tell me why I should trust you, ${f.other}. One reason.`,
    () => "You keep saying 'we'. There hasn't been a 'we' in a long time.",
  ],
  reveal: [
    (f) => `There's something you need to see. It's about ${f.motif}.`,
    () => "I lied to you. Not about everything. About the part that matters.",
    (f) => `They're coming for ${f.stakes}. Tonight, not next week.`,
    () => "I was there that night. I saw all of it.",
  ],
  turn: [
    (f) => `Then we stop talking and we ${f.goal}.`,
    () => "Fine. But if this goes wrong, it's on both of us.",
    () => "No more secrets. Not from me. Not anymore.",
    (f) => `You'd really risk ${f.stakes} for this?`,
  ],
  close: [
    () => "Get your coat.",
    () => "Then it's settled. God help us.",
    () => "Go. Before I change my mind.",
    (f) => `I'll see you on the other side of this, ${f.other}.`,
  ],
};

/** Parentheticals that carry a trait into the delivery. */
export function parentheticalFor(traits: string[], pick: <T>(items: readonly T[]) => T): string {
  const text = traits.join(" ").toLowerCase();
  if (/laconic|stoic|guarded|quiet|reserved|controlled|cool/.test(text))
    return pick(["(flat)", "(barely a whisper)", "(not looking up)"]);
  if (/witt|sarcas|humou?r|funny|charm|dry/.test(text))
    return pick(["(dry)", "(a crooked smile)", "(too lightly)"]);
  if (/warm|kind|compassion|gentle|patient|generous/.test(text))
    return pick(["(gently)", "(softening)", "(reaching for a hand)"]);
  if (/nervous|anxious|paranoid|doubt|grieving/.test(text))
    return pick(["(too fast)", "(glancing at the door)", "(voice cracking)"]);
  if (/determin|stubborn|relentless|tough|proud|fierce|bold|headstrong/.test(text))
    return pick(["(hard)", "(stepping in close)", "(through gritted teeth)"]);
  return pick(["(beat)", "(quietly)", "(after a moment)"]);
}

/** A present-tense action beat showing a character through behaviour, not adjectives alone. */
export const ACTION_BEATS: ((name: string, trait: string) => string)[] = [
  (name, trait) => `${name} doesn't move. ${cap(trait)}, and not pretending otherwise.`,
  (name) => `${name} turns away, jaw tight, and studies the floor.`,
  (name) => `${name} picks up a chipped mug, puts it down again without drinking.`,
  (name) => `A long silence. ${name} breaks it first.`,
  (name) => `${name} crosses to the window. Outside, nothing moves.`,
];

function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
