import type { ScreenplayInput } from "#shared/domain/screenplay/index";
import type { FormatPool } from "../../lib/format-pool";
import type { PageCountJob } from "../export/format-jobs";
import type { DraftContent } from "./draft-parts";

/** What of a draft prints: its title page, opening and scenes, as the format engine takes them. */
export function printedScreenplay(content: DraftContent): ScreenplayInput {
  const { screenplay } = content;
  return {
    title: screenplay.title,
    logline: screenplay.logline,
    titlePage: screenplay.titlePage,
    opening: screenplay.opening,
    scenes: content.scenes.map(({ sceneNumber, heading, content }) => ({
      sceneNumber,
      heading,
      content,
    })),
  };
}

/**
 * The draft's page count as its PDF prints on the screenplay's paper, laid out by the format
 * engine in the format pool's threads like an export, off the event loop.
 */
export function printedPages(pool: FormatPool, content: DraftContent): Promise<number> {
  const job: PageCountJob = {
    paper: content.screenplay.paperSize,
    screenplay: printedScreenplay(content),
  };
  return pool.run<number>("countPages", job, "Counting the draft's pages");
}
