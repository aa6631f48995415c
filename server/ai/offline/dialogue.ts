import type { DialogueResult } from "#shared/schemas/ai-results";
import type { DialogueTask } from "../writer";
import type { GenreKit } from "./genre-kits";
import type { Random } from "./seeded-random";
import { type Mood, moodOf, topicOf } from "./situation";
import { asWritten, capitalize, firstName, phrase } from "./text";

type Line = { p: string | null; d: string };
/**
 * `topic` is what the situation turns on, in the speaker's words ("the forged passport");
 * `other` is said to someone ("Sam", or "friend"); `someone` is talked about ("Sam", or "somebody").
 */
type Fill = { topic: string; goal: string; other: string; someone: string; stakes: string };
type Make = (f: Fill) => Line;

const Topic = (f: Fill) => capitalize(f.topic);

/* A voice is chosen from the character's traits: a laconic marshal and an accident-prone
 * wedding planner should not sound alike, whatever the situation. Every line names the
 * situation's topic, so two situations never get the same lines. */
const VOICES: Record<string, { cues: RegExp; lines: Make[] }> = {
  terse: {
    cues: /laconic|stoic|guarded|quiet|reserved|shy|cool|secretive|weathered|controlled/,
    lines: [
      (f) => ({ p: "(flat)", d: `No. Not ${f.topic}. Not today.` }),
      (f) => ({ p: null, d: `I didn't come to talk about ${f.topic}.` }),
      (f) => ({ p: "(beat)", d: `${Topic(f)}. Leave it.` }),
      (f) => ({ p: "(quietly)", d: `${f.someone} knew about ${f.topic}.` }),
    ],
  },
  witty: {
    cues: /witt|sarcas|humou?r|funny|charm|theatrical|wry/,
    lines: [
      (f) => ({
        p: "(dry)",
        d: `Oh good. ${Topic(f)}. My favourite way to spend an evening, truly.`,
      }),
      (f) => ({
        p: null,
        d: `I'd say trust me about ${f.topic}, but we both remember how that went last time.`,
      }),
      (f) => ({
        p: "(grinning, not meaning it)",
        d: `Relax. I have a plan for ${f.topic}. It's a terrible plan, but it's mine.`,
      }),
      (f) => ({
        p: null,
        d: `If I wanted a lecture about ${f.topic}, ${f.other}, I'd have called my mother.`,
      }),
    ],
  },
  warm: {
    cues: /warm|kind|compassion|loyal|generous|protective|patient|romantic|optimis/,
    lines: [
      (f) => ({
        p: "(gently)",
        d: `Hey. Look at me. Whatever happens with ${f.topic}, you are not on your own.`,
      }),
      (f) => ({ p: null, d: `You don't have to carry ${f.topic} by yourself. You never did.` }),
      (f) => ({
        p: "(a small smile)",
        d: `Remember when we said we'd ${f.goal}? ${Topic(f)} doesn't change that.`,
      }),
      (f) => ({ p: null, d: `Sit down. Eat something. Then tell me everything about ${f.topic}.` }),
    ],
  },
  fierce: {
    cues: /determin|stubborn|relentless|decisive|tough|bold|headstrong|proud|brave|principled|disciplin|reckless|impulsive/,
    lines: [
      (f) => ({
        p: null,
        d: `I'm going to ${f.goal}. ${Topic(f)} won't stop me, and neither will you.`,
      }),
      (f) => ({
        p: "(stepping closer)",
        d: `Say that about ${f.topic} again, ${f.other}. Say it to my face.`,
      }),
      (f) => ({
        p: null,
        d: `They took ${f.stakes} once. Not again, and not over ${f.topic}.`,
      }),
      (f) => ({
        p: "(through gritted teeth)",
        d: `I don't need permission to deal with ${f.topic}. I need five minutes.`,
      }),
    ],
  },
  anxious: {
    cues: /nervous|anxious|paranoid|doubt|accident|grieving|sceptic|skeptic/,
    lines: [
      (f) => ({
        p: "(too fast)",
        d: `Okay. Okay, okay. ${Topic(f)}. This is fine. Why is nobody else panicking?`,
      }),
      (f) => ({
        p: null,
        d: `What if we're wrong about ${f.topic}? What if ${f.someone} was right the whole time?`,
      }),
      (f) => ({
        p: "(muttering, then louder)",
        d: `I checked ${f.topic}. I checked it twice. Didn't I?`,
      }),
      (f) => ({ p: null, d: `I can't lose ${f.stakes} over ${f.topic}. I can't. Not again.` }),
    ],
  },
  neutral: {
    cues: /$^/,
    lines: [
      (f) => ({ p: null, d: `We both know why I'm here. ${Topic(f)}.` }),
      (f) => ({
        p: "(beat)",
        d: `You're asking me to choose, ${f.other}. Over ${f.topic}? I won't.`,
      }),
      (f) => ({
        p: null,
        d: `If ${f.topic} goes wrong, we lose ${f.stakes}. Tell me you understand that.`,
      }),
      (f) => ({ p: "(after a long pause)", d: `Then we settle ${f.topic} tonight.` }),
    ],
  },
};

/** Lines that belong to the kind of moment the situation is, whoever says them. */
const MOMENTS: Record<Mood, Make[]> = {
  confront: [
    (f) => ({ p: null, d: `You knew about ${f.topic}. You knew, and you let me walk in blind.` }),
    (f) => ({ p: "(very still)", d: `I want the truth about ${f.topic}. All of it. Now.` }),
  ],
  farewell: [
    (f) => ({ p: "(not quite looking)", d: `So this is it. ${Topic(f)}, and then nothing.` }),
    (f) => ({ p: null, d: `Don't make ${f.topic} harder than it already is.` }),
  ],
  plea: [
    (f) => ({ p: null, d: `Name your price for ${f.topic}. I'll find a way to pay it.` }),
    (f) => ({
      p: "(swallowing pride)",
      d: `Please. I wouldn't ask about ${f.topic} if there were anyone else.`,
    }),
  ],
  confess: [
    (f) => ({
      p: null,
      d: `There's something about ${f.topic} I should have told you a long time ago.`,
    }),
    (f) => ({
      p: "(sitting down)",
      d: `It's about ${f.topic}. Hear me out before you say anything.`,
    }),
  ],
  discover: [
    (f) => ({ p: "(barely a whisper)", d: `Tell me you see it too. ${Topic(f)}. Right there.` }),
    (f) => ({ p: null, d: `Nobody else knows about ${f.topic}. Keep it that way.` }),
  ],
  love: [
    (f) => ({
      p: null,
      d: `I used to think about ${f.topic} every day. Then I taught myself to stop.`,
    }),
    (f) => ({ p: "(softly)", d: `Of everything I lost, ${f.topic} is the one that still hurts.` }),
  ],
  neutral: [
    (f) => ({ p: null, d: `We need to talk about ${f.topic}.` }),
    (f) => ({ p: null, d: `Everything comes back to ${f.topic}. It always has.` }),
  ],
};

function voiceRanking(traitText: string) {
  return Object.entries(VOICES)
    .map(([name, voice]) => ({
      name,
      score: (traitText.match(new RegExp(voice.cues, "g")) ?? []).length,
    }))
    .filter((v) => v.score > 0)
    .sort((a, b) => b.score - a.score);
}

/**
 * Four samples: one that belongs to the situation's kind of moment, two in the character's
 * dominant voice and one in the next; all of them name what the situation turns on.
 */
export function writeDialogue(task: DialogueTask, kit: GenreKit, random: Random): DialogueResult {
  const traitText = [...(task.character.traits ?? []), task.personality].join(" ").toLowerCase();
  const ranked = voiceRanking(traitText);
  const primary = VOICES[ranked[0]?.name ?? "neutral"] ?? VOICES.neutral;
  const secondary = VOICES[ranked[1]?.name ?? "neutral"] ?? VOICES.neutral;
  const others = (task.story?.cast ?? []).filter((c) => c.name !== task.character.name);
  const named = others.length > 0 ? firstName(asWritten(random.pick(others).name)) : undefined;
  const fill: Fill = {
    topic: phrase(topicOf(task.situation), 8),
    goal: goalPhrase(task, kit, random),
    other: named ?? "friend",
    someone: named ?? "somebody",
    stakes: random.pick(kit.stakes),
  };
  const [first, second] = random.sample(primary?.lines ?? [], 2);
  const voiced = [
    ...[first, second].filter((make): make is Make => Boolean(make)),
    random.pick((secondary?.lines ?? []).filter((make) => make !== first && make !== second)),
  ];
  // The moment names the topic in full; after that the lines say it the short way.
  const later = { ...fill, topic: shortTopic(fill.topic) };
  const lines: [Make, Fill][] = [
    [random.pick(MOMENTS[moodOf(task.situation)]), fill],
    ...voiced.map((make): [Make, Fill] => [make, later]),
  ];
  return {
    dialogueSamples: lines.map(([make, withFill]) => {
      const line = make(withFill);
      return line.p ? { dialogue: line.d, parenthetical: line.p } : { dialogue: line.d };
    }),
  };
}

/** "the forged passport" → "the passport", "my husband's wardrobe" → "the wardrobe". */
function shortTopic(topic: string): string {
  const words = topic.split(" ");
  const long =
    words.length >= 3 && (words[0] === "the" || (words[0] === "my" && topic.includes("'s")));
  return long ? `the ${words.at(-1)}` : topic;
}

function goalPhrase(task: DialogueTask, kit: GenreKit, random: Random): string {
  // A stored motivation in the first person reads naturally; third-person ones do not.
  const own = (task.character.motivations ?? []).find(
    (m) => /^to\s/i.test(m) && !/\b(they|their|them)\b/i.test(m),
  );
  return own ? phrase(own.replace(/^to\s+/i, ""), 12) : random.pick(kit.goals);
}
