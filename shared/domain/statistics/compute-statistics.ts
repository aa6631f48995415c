import type { Element, ScreenplayDocument } from "../screenplay/browser";
import { type PrintProfile, paginate, parseFountain, usLetter } from "../screenplay/browser";
import { actByPosition, actShares, actsFromSections, parseAct } from "./act-balance";
import { countWords, silentCharacters, speakingCharacters } from "./character-stats";
import { malformedHeadings } from "./heading-check";
import { scriptLayout, toEighths } from "./scene-layout";
import type { SceneStat, ScreenplayStatistics } from "./statistics.schema";

export type StatisticsOptions = {
  /** Names of the screenplay's characters, to find the ones who never speak. */
  cast?: string[];
  profile?: PrintProfile;
};

/** A stored scene: its heading, its Fountain content and the act the writer gave it. */
export type SceneSource = { heading: string; content?: string | null; act?: string | null };

type ActSource = ScreenplayStatistics["acts"]["source"];

/** Statistics of a whole Fountain script; acts come from "# ACT" sections, else page position. */
export function statisticsFromText(
  text: string,
  options: StatisticsOptions = {},
): ScreenplayStatistics {
  const doc = parseFountain(text);
  const sectionActs = actsFromSections(doc.elements);
  return compute(doc, sectionActs, sectionActs ? "sections" : "page-position", options);
}

/**
 * Statistics of stored scenes in order. Each heading is kept as the writer typed it (forced, so
 * a heading without INT./EXT. still starts a scene and is reported as malformed) and acts come
 * from the scenes' act field when any scene has one.
 */
export function statisticsFromScenes(
  scenes: SceneSource[],
  options: StatisticsOptions = {},
): ScreenplayStatistics {
  const elements: Element[] = [];
  const acts: number[] = [];
  let act = 1;
  let anyAct = false;
  for (const scene of scenes) {
    const parsed = parseAct(scene.act);
    if (parsed) {
      act = parsed;
      anyAct = true;
    }
    elements.push({ type: "scene_heading", text: scene.heading.trim() });
    acts.push(act);
    for (const el of parseFountain(scene.content ?? "").elements) {
      // Headings typed inside a scene's content are scenes of the same act.
      if (el.type === "scene_heading") acts.push(act);
      elements.push(el);
    }
  }
  return compute(
    { titlePage: [], elements },
    anyAct ? acts : undefined,
    anyAct ? "scene-act" : "page-position",
    options,
  );
}

function compute(
  doc: ScreenplayDocument,
  acts: number[] | undefined,
  source: ActSource,
  options: StatisticsOptions,
): ScreenplayStatistics {
  const profile = options.profile ?? usLetter;
  const pagination = paginate({ titlePage: [], elements: doc.elements }, profile);
  const layout = scriptLayout(pagination);
  const perPage = profile.linesPerPage;
  const headings = doc.elements.flatMap((el) => (el.type === "scene_heading" ? [el.text] : []));
  const useActs = acts && acts.length === layout.scenes.length ? acts : undefined;
  const scenes: SceneStat[] = layout.scenes.map((span, i) => ({
    index: i + 1,
    heading: headings[i] ?? span.heading,
    act: useActs?.[i] ?? actByPosition(span.startRow, layout.totalRows),
    eighths: toEighths(span.endRow - span.startRow, perPage),
    lines: span.printedLines,
  }));
  const characters = speakingCharacters(doc.elements);
  const eighths = scenes.map((s) => s.eighths).sort((a, b) => a - b);
  const byLength = [...scenes].sort((a, b) => b.eighths - a.eighths || a.index - b.index);
  const pageCount = pagination.pages.length;
  return {
    pageCount,
    runtimeMinutes: pageCount,
    sceneCount: scenes.length,
    wordCount: countWords(doc.elements),
    acts: {
      source: useActs ? source : "page-position",
      shares: actShares(
        layout.scenes.map((span, i) => ({
          act: scenes[i]?.act ?? 1,
          rows: span.endRow - span.startRow,
        })),
        perPage,
      ),
    },
    scenes,
    sceneLength: {
      averageEighths: eighths.length
        ? round1(eighths.reduce((a, b) => a + b, 0) / eighths.length)
        : 0,
      medianEighths: median(eighths),
      longest: byLength[0] ?? null,
      shortest: byLength.at(-1) ?? null,
    },
    dialogue: {
      dialogueLines: layout.dialogueLines,
      actionLines: layout.actionLines,
      dialogueToActionRatio: layout.actionLines
        ? round2(layout.dialogueLines / layout.actionLines)
        : 0,
    },
    characters,
    speakingCharacterCount: characters.length,
    silentCharacters: silentCharacters(options.cast ?? [], characters),
    malformedHeadings: malformedHeadings(headings),
  };
}

function median(sorted: number[]): number {
  if (sorted.length === 0) return 0;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;
