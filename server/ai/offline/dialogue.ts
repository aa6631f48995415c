import type { DialogueResult } from "#shared/schemas/ai-results";
import type { DialogueTask } from "../writer";
import type { GenreKit } from "./genre-kits";
import type { Random } from "./seeded-random";
import { capitalize, phrase } from "./text";

type Line = { p: string | null; d: string };
/** `other` is said to someone ("Sam", or "friend"); `someone` is talked about ("Sam", or "Somebody"). */
type Fill = { goal: string; other: string; someone: string; situation: string; stakes: string };

/* A voice is chosen from the character's traits: a laconic marshal and an accident-prone
 * wedding planner should not sound alike, whatever the situation. */
const VOICES: Record<string, { cues: RegExp; lines: ((f: Fill) => Line)[] }> = {
  terse: {
    cues: /laconic|stoic|guarded|quiet|reserved|shy|cool|secretive|weathered|controlled/,
    lines: [
      () => ({ p: "(flat)", d: "No. We do this my way." }),
      (f) => ({ p: null, d: `I didn't come here to talk. I came to ${f.goal}.` }),
      (f) => ({ p: "(beat)", d: `${f.someone} knew. Always did.` }),
      () => ({ p: "(quietly)", d: "Leave it. Some things stay buried." }),
    ],
  },
  witty: {
    cues: /witt|sarcas|humou?r|funny|charm|theatrical|wry/,
    lines: [
      (f) => ({ p: "(dry)", d: `Oh good. ${capitalize(f.situation)}. My favourite.` }),
      () => ({ p: null, d: "I'd say trust me, but we both remember how that went last time." }),
      () => ({
        p: "(grinning, not meaning it)",
        d: "Relax. I have a plan. It's a terrible plan, but it's mine.",
      }),
      (f) => ({ p: null, d: `If I wanted a lecture, ${f.other}, I'd have called my mother.` }),
    ],
  },
  warm: {
    cues: /warm|kind|compassion|loyal|generous|protective|patient|romantic|optimis/,
    lines: [
      (f) => ({
        p: "(gently)",
        d: `Hey. Look at me. Whatever happens, you are not losing ${f.stakes}. Not while I'm here.`,
      }),
      () => ({ p: null, d: "You don't have to carry this by yourself. You never did." }),
      (f) => ({
        p: "(a small smile)",
        d: `Remember when we said we'd ${f.goal}? I still mean it.`,
      }),
      () => ({ p: null, d: "Sit down. Eat something. Then tell me everything." }),
    ],
  },
  fierce: {
    cues: /determin|stubborn|relentless|decisive|tough|bold|headstrong|proud|brave|principled|disciplin|reckless|impulsive/,
    lines: [
      (f) => ({
        p: null,
        d: `I'm going to ${f.goal}. You can help me or you can get out of the way.`,
      }),
      (f) => ({ p: "(stepping closer)", d: `Say it again, ${f.other}. Say it to my face.` }),
      (f) => ({ p: null, d: `They took ${f.stakes} once. They don't get to do it twice.` }),
      () => ({ p: "(through gritted teeth)", d: "I don't need permission. I need five minutes." }),
    ],
  },
  anxious: {
    cues: /nervous|anxious|paranoid|doubt|accident|grieving|sceptic|skeptic/,
    lines: [
      () => ({
        p: "(too fast)",
        d: "Okay. Okay, okay. This is fine. Why is nobody else panicking?",
      }),
      (f) => ({
        p: null,
        d: `What if we're wrong? What if ${f.someone} was right the whole time?`,
      }),
      () => ({
        p: "(muttering, then louder)",
        d: "I checked the lock. I checked it twice. Didn't I?",
      }),
      (f) => ({ p: null, d: `I can't lose ${f.stakes}. I can't. Not again.` }),
    ],
  },
  neutral: {
    cues: /$^/,
    lines: [
      (f) => ({ p: null, d: `We both know why I'm here. I need to ${f.goal}.` }),
      (f) => ({ p: "(beat)", d: `You're asking me to choose, ${f.other}. I won't.` }),
      (f) => ({
        p: null,
        d: `If this goes wrong, we lose ${f.stakes}. Tell me you understand that.`,
      }),
      () => ({ p: "(after a long pause)", d: "Then we do it tonight." }),
    ],
  },
};

/** Four samples in the character's voice: three from the dominant trait, one from the next. */
export function writeDialogue(task: DialogueTask, kit: GenreKit, random: Random): DialogueResult {
  const traitText = [...(task.character.traits ?? []), task.personality].join(" ").toLowerCase();
  const ranked = Object.entries(VOICES)
    .map(([name, voice]) => ({
      name,
      score: (traitText.match(new RegExp(voice.cues, "g")) ?? []).length,
    }))
    .filter((v) => v.score > 0)
    .sort((a, b) => b.score - a.score);
  const primary = VOICES[ranked[0]?.name ?? "neutral"] ?? VOICES.neutral;
  const secondary = VOICES[ranked[1]?.name ?? "neutral"] ?? VOICES.neutral;
  const others = (task.story?.cast ?? []).filter((c) => c.name !== task.character.name);
  const named = others.length > 0 ? titleName(random.pick(others).name) : undefined;
  const fill: Fill = {
    goal: goalPhrase(task, kit, random),
    other: named ?? "friend",
    someone: named ?? "Somebody",
    situation: phrase(task.situation, 10),
    stakes: random.pick(kit.stakes),
  };
  const lines = [...random.sample(primary?.lines ?? [], 3), random.pick(secondary?.lines ?? [])];
  return {
    dialogueSamples: lines.map((make) => {
      const line = make(fill);
      return line.p ? { dialogue: line.d, parenthetical: line.p } : { dialogue: line.d };
    }),
  };
}

function goalPhrase(task: DialogueTask, kit: GenreKit, random: Random): string {
  // A stored motivation in the first person reads naturally; third-person ones do not.
  const own = (task.character.motivations ?? []).find(
    (m) => /^to\s/i.test(m) && !/\b(they|their|them)\b/i.test(m),
  );
  return own ? phrase(own.replace(/^to\s+/i, ""), 12) : random.pick(kit.goals);
}

function titleName(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1).toLowerCase();
}
