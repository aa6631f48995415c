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
export function parentheticalFor(traits: string[], pick: Pick): string {
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
export const ACTION_BEATS: ((name: string, trait: string, exterior: boolean) => string)[] = [
  (name, trait) => `${name} doesn't move. ${cap(trait)}, and not pretending otherwise.`,
  (name, _trait, exterior) =>
    `${name} turns away, jaw tight, and studies the ${exterior ? "ground" : "floor"}.`,
  (name, _trait, exterior) =>
    exterior
      ? `${name} kicks at a stone, watches it skitter away.`
      : `${name} picks up a chipped mug, puts it down again without drinking.`,
  (name) => `A long silence. ${name} breaks it first.`,
  (name, _trait, exterior) =>
    exterior
      ? `${name} looks off toward the horizon. Nothing moves out there.`
      : `${name} crosses to the window. Outside, nothing moves.`,
];

/**
 * How a character alone on screen gets to speak: to a reflection, to an object, over a task, to
 * a memory, or (only sometimes) into a phone. Each opens with the action that sets it up.
 */
type Pick = <T>(items: readonly T[]) => T;
export type SoloForm = {
  setup: (name: string, exterior: boolean, pick: Pick) => string;
  parentheticals: string[];
};

export const SOLO_FORMS: SoloForm[] = [
  {
    setup: (name, exterior) =>
      exterior
        ? `${name} stops and faces the empty distance, rehearsing.`
        : `${name} stops in front of a mirror and rehearses, the way people do when nobody is watching.`,
    parentheticals: ["(to the reflection)", "(trying it another way)", "(rehearsing)"],
  },
  {
    setup: (name, _exterior, pick) =>
      `${name} takes out ${pick(["a creased photograph", "an old letter", "a key on a frayed string", "a watch that has stopped"])} and turns it over and over.`,
    parentheticals: ["(to the object, as if to a person)", "(barely aloud)", "(quietly)"],
  },
  {
    setup: (name, exterior) =>
      exterior
        ? `${name} works at the job in hand, knot by knot, load by load, talking to nobody.`
        : `${name} works through the chores one by one: sorting, folding, clearing, talking to nobody.`,
    parentheticals: ["(under the breath)", "(not stopping work)", "(to no one)"],
  },
  {
    setup: (name) => `${name} goes still. A memory has arrived, uninvited, and will not leave.`,
    parentheticals: ["(remembering)", "(as if someone were there)", "(a half-smile, gone at once)"],
  },
  {
    setup: (name) => `${name} dials. It rings out. A beep: voicemail.`,
    parentheticals: ["(into the phone)", "(after a breath)", "(lower)"],
  },
];

function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
