import type { ScreenplayStatistics } from "#shared/domain/statistics/statistics.schema";
import type { AnalysisTask } from "../writer";
import { cuttable, type PromptPlan, section } from "./prompt-budget";
import { SCREENWRITER_SYSTEM, storySections } from "./prompt-context";

/** The measured facts, in prose a model reads reliably, so its judgement is anchored in numbers. */
export function describeStatistics(s: ScreenplayStatistics): string {
  const acts = s.acts.shares
    .map((a) => `Act ${a.act}: ${a.percent}% (${a.scenes} scenes; target ${a.targetPercent}%)`)
    .join("; ");
  const longest = [...s.scenes].sort((a, b) => b.eighths - a.eighths).slice(0, 3);
  const people = s.characters
    .slice(0, 12)
    .map((c) => `${c.name} ${c.lines} speeches in ${c.scenes} scenes`);
  return [
    `Pages: ${s.pageCount} (about ${s.runtimeMinutes} minutes); scenes: ${s.sceneCount}; words: ${s.wordCount}.`,
    `Act balance (${s.acts.source === "page-position" ? "by page position — the writer marked no acts" : `from ${s.acts.source}`}): ${acts}.`,
    `Scene length: average ${s.sceneLength.averageEighths}/8 page, median ${s.sceneLength.medianEighths}/8; longest: ${longest.map((sc) => `scene ${sc.index} ${sc.heading} (${sc.eighths}/8)`).join(", ")}.`,
    `Dialogue lines ${s.dialogue.dialogueLines}, action lines ${s.dialogue.actionLines} (ratio ${s.dialogue.dialogueToActionRatio}).`,
    `Speaking characters (${s.speakingCharacterCount}): ${people.join("; ")}.`,
    s.silentCharacters.length
      ? `Cast members who never speak: ${s.silentCharacters.join(", ")}.`
      : "",
    s.malformedHeadings.length
      ? `Malformed headings: ${s.malformedHeadings.map((h) => `scene ${h.index} "${h.heading}" ${h.problem}`).join("; ")}.`
      : "",
  ]
    .filter(Boolean)
    .join("\n");
}

/** Share of the budget the script keeps before anything else is cut. */
export const SCRIPT_SHARE = 0.5;

/** One part of a script analysed on its own, because the whole does not fit the budget. */
export type ScriptPart = { label: string; text: string };

const RULES =
  "Be specific and honest, not flattering: cite scenes, characters and the statistics above. Judge structure (pacing, act balance, turning points), characterDevelopment (wants, arcs, distinct voices), dialogue (subtext, economy, voice) and visuals (showing over telling, imagery, headings): for each, first list its strengths, improvements and concrete suggestions ({title, description}), then rate it from 0 to 10, where 5 is a competent draft. Then add overallFeedback (3–5 sentences), keyStrengths and priorityImprovements (the 3–5 changes that matter most). Return JSON in that shape.";

function opening(part: ScriptPart | undefined): string {
  if (!part) return "Analyse this screenplay as a candid script editor.";
  return `Analyse one part of this screenplay, ${part.label}, as a candid script editor: the script is longer than the model can read at once, so each part is read on its own. Judge what this part shows; the statistics cover the whole script.`;
}

/**
 * The script, or one part of it, with the statistics of the whole script, so judgements rest
 * on measured facts. A script (or part) longer than the budget is sent as an excerpt (its
 * latest part) under a heading that says so. The script keeps half the budget while the cast
 * and the outline are cut to a tenth each.
 */
export function analysisPrompt(task: AnalysisTask, part?: ScriptPart): PromptPlan {
  const heading = part ? `Screenplay, ${part.label}` : "Screenplay";
  return {
    system: SCREENWRITER_SYSTEM,
    parts: [
      opening(part),
      ...storySections(task.story, ["title", "logline", "genre", "elements", "cast", "outline"], {
        rank: 2,
        share: 0.1,
      }),
      cuttable(
        "Measured statistics (computed exactly; trust them over your own estimates)",
        describeStatistics(task.statistics),
        { keep: "start", rank: 3, share: 0.2 },
      ),
      cuttable(heading, part?.text ?? task.content, {
        keep: "end",
        rank: 1,
        share: SCRIPT_SHARE,
        cutLabel: `${heading} (an excerpt: the script is longer than the model can read at once, so its earlier part is omitted; the statistics above cover the whole script)`,
      }),
      section("Rules", RULES),
    ],
  };
}
