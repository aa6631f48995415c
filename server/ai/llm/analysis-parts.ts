import {
  ANALYSIS_CATEGORIES,
  type AnalysisCategory,
  type AnalysisModelResult,
} from "#shared/schemas/ai-results";
import type { ScriptPart } from "../prompts/analysis.prompt";
import type { AnalysisTask } from "../writer";

/*
 * A script longer than one request can carry is analysed in parts and the parts' analyses
 * combined, rather than judging the whole by its last pages. The parts are its acts when the
 * stored scenes name them, else thirds of the text (each ending at a blank line, so no speech
 * is split).
 */

const THIRDS = 3;

function thirds(content: string): ScriptPart[] {
  const cuts = [0];
  for (let n = 1; n < THIRDS; n++) {
    const at = Math.max(cuts.at(-1) ?? 0, Math.floor((content.length * n) / THIRDS));
    const blank = content.indexOf("\n\n", at);
    cuts.push(blank < 0 ? at : blank);
  }
  cuts.push(content.length);
  return cuts
    .slice(1)
    .map((end, i) => ({
      label: `Part ${i + 1} of ${THIRDS}`,
      text: content.slice(cuts[i], end).trim(),
    }))
    .filter((part) => part.text);
}

export function scriptParts(task: AnalysisTask): ScriptPart[] {
  const acts = task.acts?.filter((act) => act.text.trim());
  if (acts && acts.length > 1) return acts.map(({ act, text }) => ({ label: `Act ${act}`, text }));
  return thirds(task.content);
}

const mean = (values: number[]) =>
  Math.round((values.reduce((sum, v) => sum + v, 0) / values.length) * 10) / 10;

/** Every part's items, taking one from each part in turn so the trimmed list covers them all; repeats once. */
function interleave<T>(lists: T[][]): T[] {
  const seen = new Set<string>();
  const merged: T[] = [];
  const longest = Math.max(0, ...lists.map((list) => list.length));
  for (let i = 0; i < longest; i++) {
    for (const list of lists) {
      const item = list[i];
      const key = JSON.stringify(item);
      if (item === undefined || seen.has(key)) continue;
      seen.add(key);
      merged.push(item);
    }
  }
  return merged;
}

function combineCategory(categories: AnalysisCategory[]): AnalysisCategory {
  return {
    strengths: interleave(categories.map((c) => c.strengths)),
    improvements: interleave(categories.map((c) => c.improvements)),
    suggestions: interleave(categories.map((c) => c.suggestions)),
    overallRating: mean(categories.map((c) => c.overallRating)),
  };
}

/**
 * One analysis from the parts' analyses: ratings averaged (to one decimal), lists merged
 * (the caller trims them to the schema's limits), the feedback of each part under its label.
 */
export function combineAnalyses(
  results: AnalysisModelResult[],
  parts: ScriptPart[],
): AnalysisModelResult {
  const categories = Object.fromEntries(
    ANALYSIS_CATEGORIES.map((key) => [key, combineCategory(results.map((r) => r[key]))]),
  ) as Record<(typeof ANALYSIS_CATEGORIES)[number], AnalysisCategory>;
  return {
    ...categories,
    overallFeedback: results
      .map((r, i) => `${parts[i]?.label ?? ""}: ${r.overallFeedback}`)
      .join("\n\n"),
    keyStrengths: interleave(results.map((r) => r.keyStrengths)),
    priorityImprovements: interleave(results.map((r) => r.priorityImprovements)),
  };
}
