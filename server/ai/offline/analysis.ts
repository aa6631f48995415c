import type { ScreenplayStatistics } from "#shared/domain/statistics/statistics.schema";
import type { AnalysisCategory, AnalysisModelResult } from "#shared/schemas/ai-results";
import type { AnalysisTask } from "../writer";

/*
 * The offline analysis says only what the statistics can support, with the numbers in it.
 * It does not pretend to judge quality it cannot measure; it rates against craft norms
 * (25/50/25 acts, scenes under ~3 pages, a dialogue/action balance near 1).
 */

const clamp = (n: number) => Math.max(0, Math.min(10, Math.round(n)));
const pct = (n: number) => `${Math.round(n)}%`;

function structure(s: ScreenplayStatistics): AnalysisCategory {
  const off = s.acts.shares.map((a) => ({ ...a, gap: a.percent - a.targetPercent }));
  const worst = [...off].sort((a, b) => Math.abs(b.gap) - Math.abs(a.gap))[0];
  const long = s.scenes.filter((sc) => sc.eighths > 24);
  const byPosition = s.acts.source === "page-position";
  const improvements = [
    ...(worst && Math.abs(worst.gap) >= 8
      ? [
          `Act ${worst.act} runs ${pct(worst.percent)} of the script against a ${worst.targetPercent}% target.`,
        ]
      : []),
    ...long
      .slice(0, 3)
      .map(
        (sc) =>
          `Scene ${sc.index} (${sc.heading}) runs ${(sc.eighths / 8).toFixed(1)} pages; scenes over 3 pages tend to stall.`,
      ),
    ...(s.pageCount < 85 && s.sceneCount > 10
      ? [`At ${s.pageCount} pages the script is short of a feature (90–120 pages).`]
      : []),
    ...(s.pageCount > 125
      ? [`At ${s.pageCount} pages the script is long for a feature (90–120 pages).`]
      : []),
  ];
  const covered = s.acts.shares.filter((a) => a.scenes > 0).length;
  const sketch = s.sceneCount < 8;
  improvements.unshift(
    ...(covered < 3 && !byPosition
      ? [`The draft reaches ${covered} of the three acts so far.`]
      : []),
    ...(sketch
      ? [
          `${s.sceneCount} scene${s.sceneCount === 1 ? "" : "s"} so far: too few to judge the shape of a feature.`,
        ]
      : []),
  );
  const strengths = [
    ...(worst && Math.abs(worst.gap) < 8 && !byPosition
      ? ["The three acts sit close to the 25/50/25 shape."]
      : []),
    ...(s.sceneLength.medianEighths <= 16
      ? [`Scenes are lean: the median scene is ${s.sceneLength.medianEighths}/8 of a page.`]
      : []),
  ];
  const suggestions = [
    ...(byPosition
      ? [
          {
            title: "Mark your acts",
            description:
              "Set each scene's act (or add # ACT sections) so the act balance reflects your structure, not page position.",
          },
        ]
      : []),
    ...(worst && Math.abs(worst.gap) >= 8
      ? [
          {
            title: `Rebalance Act ${worst.act}`,
            description: `Act ${worst.act} is ${Math.abs(worst.gap)} points ${worst.gap > 0 ? "over" : "under"} its ${worst.targetPercent}% share: ${worst.gap > 0 ? "cut or move scenes out of it" : "give it the scenes its turning points need"}.`,
          },
        ]
      : []),
    ...(long[0]
      ? [
          {
            title: `Tighten scene ${long[0].index}`,
            description: "Enter later and leave earlier; split it if it changes objective halfway.",
          },
        ]
      : []),
  ];
  const penalty =
    (worst ? Math.abs(worst.gap) / 4 : 0) +
    long.length * 0.5 +
    (byPosition ? 1 : 0) +
    (3 - covered) +
    (sketch ? 2 : 0);
  return { overallRating: clamp(8 - penalty), strengths, improvements, suggestions };
}

/** A cast member's cue: the full name or its first word ("Karl the Giant" speaks as KARL). */
function inCast(cue: string, cast: string[]): boolean {
  return cast.some((name) => {
    const full = name.trim().toUpperCase();
    return cue === full || cue === full.split(/\s+/)[0];
  });
}

/** Speaking in at least this many scenes, a character has room for an arc; fewer is a bit part. */
const ARC_SCENES = 3;

/*
 * Rated on what can carry development: how many characters speak in enough scenes to change,
 * how much of the script the lead is in, and whether a second voice holds its own. Bit parts
 * (two scenes or fewer) are normal in a feature and cost nothing, even when the cast lists them
 * (an imported script lists everyone who speaks); cast members who never speak do. A cast member
 * with a line or two is named among the improvements, not taken off the rating.
 */
function characters(s: ScreenplayStatistics, cast: string[]): AnalysisCategory {
  const [lead, second] = s.characters;
  const developed = s.characters.filter((c) => c.scenes >= ARC_SCENES);
  const thinCast = s.characters.filter(
    (c) => c.lines <= 2 && s.sceneCount >= 5 && inCast(c.name, cast),
  );
  const bitParts = s.characters.filter((c) => c.scenes < ARC_SCENES && !inCast(c.name, cast));
  const leadShare = lead ? lead.scenes / Math.max(1, s.sceneCount) : 0;
  const secondHolds = Boolean(lead && second && second.lines * 3 >= lead.lines);
  const improvements = [
    ...s.silentCharacters
      .slice(0, 5)
      .map((name) => `${name.toUpperCase()} is in the cast but never speaks.`),
    ...thinCast
      .slice(0, 3)
      .map(
        (c) =>
          `${c.name} speaks ${c.lines} line${c.lines === 1 ? "" : "s"} in ${s.sceneCount} scenes.`,
      ),
    ...(developed.length === 0 && lead
      ? [`No character speaks in ${ARC_SCENES} scenes or more yet, so nobody has room to change.`]
      : []),
    ...(lead && second && !secondHolds
      ? [
          `${lead.name} has ${lead.lines} speeches; the next voice, ${second.name}, has ${second.lines}. Others may be reacting rather than wanting.`,
        ]
      : []),
  ];
  const strengths = [
    ...(lead
      ? [
          `${lead.name} carries the script with ${lead.lines} speeches across ${lead.scenes} scenes.`,
        ]
      : []),
    ...(developed.length >= 2
      ? [
          `${developed.length} characters speak in ${ARC_SCENES} scenes or more (${developed
            .slice(0, 3)
            .map((c) => c.name)
            .join(", ")}), enough to grow relationships on screen.`,
        ]
      : []),
    ...(bitParts.length >= 10
      ? [`${bitParts.length} bit parts people the world without crowding the leads.`]
      : []),
  ];
  const suggestions = [
    ...(s.silentCharacters[0]
      ? [
          {
            title: `Give ${s.silentCharacters[0]} a voice`,
            description:
              "Either write the character a scene with a want of their own, or cut them from the cast list.",
          },
        ]
      : []),
    {
      title: "Test every character's want",
      description:
        "For each speaking role, write one sentence: what they want in their biggest scene and what stops them.",
    },
  ];
  const rating =
    (lead ? 2 : 1) +
    Math.min(developed.length, 3) * 1.5 +
    (leadShare >= 0.5 ? 1 : leadShare >= 0.3 ? 0.5 : 0) +
    (secondHolds ? 1 : 0) -
    Math.min(2, s.silentCharacters.length * 0.5);
  return { overallRating: clamp(rating), strengths, improvements, suggestions };
}

function dialogue(s: ScreenplayStatistics): AnalysisCategory {
  const r = s.dialogue.dialogueToActionRatio;
  const heavy = r > 1.6;
  const light = r < 0.5 && s.dialogue.dialogueLines > 0;
  const share =
    s.dialogue.dialogueLines / Math.max(1, s.dialogue.dialogueLines + s.dialogue.actionLines);
  const improvements = [
    ...(heavy
      ? [
          `Dialogue fills ${pct(share * 100)} of the printed lines (${r} dialogue lines per action line): look for speeches that explain what an image could show.`,
        ]
      : []),
    ...(light
      ? [
          `Dialogue is only ${pct(share * 100)} of the printed lines; check that key turns are not happening in silence by accident.`,
        ]
      : []),
    ...(s.dialogue.dialogueLines === 0 ? ["There is no dialogue yet."] : []),
  ];
  const strengths =
    !heavy && !light && s.dialogue.dialogueLines > 0
      ? [`Dialogue and action are balanced (${r} dialogue lines per action line).`]
      : [];
  const suggestions = [
    {
      title: "Read it aloud",
      description:
        "Cut any line a character would not say to that person in that moment; subtext beats explanation.",
    },
  ];
  // Best near one dialogue line per action line; each doubling either way costs two points.
  const distance = Math.abs(Math.log2(Math.max(r, 0.05)));
  const speeches = s.characters.reduce((n, c) => n + c.lines, 0);
  const wordsPerSpeech = s.characters.reduce((n, c) => n + c.words, 0) / Math.max(1, speeches);
  const speechifying = wordsPerSpeech > 35;
  if (speechifying)
    improvements.push(
      `Speeches average ${Math.round(wordsPerSpeech)} words; long speeches slow a scene down.`,
    );
  return {
    overallRating: clamp(
      s.dialogue.dialogueLines === 0 ? 2 : 8 - Math.min(4, distance * 2) - (speechifying ? 1 : 0),
    ),
    strengths,
    improvements,
    suggestions,
  };
}

/**
 * "INT. SAFE HOUSE - NIGHT" → "SAFE HOUSE": the place without its prefix and time of day. The
 * time is cut at the last " - " found by lastIndexOf, not by a pattern: a heading of a long run
 * of spaces and dashes made a backtracking pattern take quadratic time.
 */
function location(heading: string): string {
  const place = heading.replace(/^\s*(INT\.?\/EXT\.?|I\/E\.?|INT\.?|EXT\.?)\s*/i, "");
  const dash = place.lastIndexOf(" - ");
  return (dash >= 0 ? place.slice(0, dash) : place).trim().toUpperCase();
}

function visuals(s: ScreenplayStatistics): AnalysisCategory {
  const share =
    s.dialogue.actionLines / Math.max(1, s.dialogue.dialogueLines + s.dialogue.actionLines);
  const places = new Set(s.scenes.map((sc) => location(sc.heading)));
  const outside = s.scenes.filter((sc) => /^\s*(EXT|I\/E|INT\.?\/EXT)/i.test(sc.heading)).length;
  const varied = places.size >= 3 && outside > 0 && outside < s.scenes.length;
  const improvements = [
    ...(places.size === 1 && s.sceneCount > 1
      ? ["Every scene is in the same place; a change of location is a change of pressure."]
      : []),
    ...s.malformedHeadings
      .slice(0, 3)
      .map((h) => `Scene ${h.index} heading "${h.heading}" ${h.problem}.`),
    ...(share < 0.35
      ? [`Action is ${pct(share * 100)} of the printed lines; the reader may not see the world.`]
      : []),
  ];
  const strengths = [
    ...(share >= 0.35
      ? [
          `Action carries ${pct(share * 100)} of the printed lines, so the story is told on screen as well as in talk.`,
        ]
      : []),
    ...(varied ? [`${places.size} locations, inside and out, give the story room to move.`] : []),
  ];
  const suggestions = [
    ...(s.malformedHeadings[0]
      ? [
          {
            title: "Fix scene headings",
            description:
              "Write headings as INT./EXT. LOCATION - TIME so a reader (and a schedule) knows where and when.",
          },
        ]
      : []),
    {
      title: "One image per scene",
      description: "Give each scene one concrete, specific image the audience will remember.",
    },
  ];
  return {
    overallRating: clamp(
      6 +
        (share >= 0.35 ? 1 : -1) +
        (varied ? 1 : places.size === 1 ? -1 : 0) -
        s.malformedHeadings.length * 0.5,
    ),
    strengths,
    improvements,
    suggestions,
  };
}

export function writeAnalysis(task: AnalysisTask): AnalysisModelResult {
  const s = task.statistics;
  const parts = {
    structure: structure(s),
    characterDevelopment: characters(
      s,
      (task.story?.cast ?? []).map((c) => c.name),
    ),
    dialogue: dialogue(s),
    visuals: visuals(s),
  };
  const all = Object.values(parts);
  const overallFeedback = `${s.pageCount} page${s.pageCount === 1 ? "" : "s"} (about ${s.runtimeMinutes} minutes), ${s.sceneCount} scene${s.sceneCount === 1 ? "" : "s"}, ${s.speakingCharacterCount} speaking character${s.speakingCharacterCount === 1 ? "" : "s"}. This analysis comes from measured statistics by the built-in offline writer; connect an AI model for a reading of story and voice.`;
  return {
    overallFeedback,
    keyStrengths: all.flatMap((c) => c.strengths).slice(0, 4),
    priorityImprovements: all.flatMap((c) => c.improvements).slice(0, 5),
    ...parts,
  };
}
