import type { FormatPool } from "../../lib/format-pool";
import type { PageCountJob } from "../export/format-jobs";
import type { DraftContent } from "./draft-parts";

/**
 * The draft's page count as its PDF prints on the screenplay's paper, laid out by the format
 * engine in the format pool's threads like an export, off the event loop.
 */
export function printedPages(pool: FormatPool, content: DraftContent): Promise<number> {
  const { screenplay } = content;
  const job: PageCountJob = {
    paper: screenplay.paperSize,
    screenplay: {
      title: screenplay.title,
      logline: screenplay.logline,
      titlePage: screenplay.titlePage,
      opening: screenplay.opening,
      scenes: content.scenes.map(({ sceneNumber, heading, content }) => ({
        sceneNumber,
        heading,
        content,
      })),
    },
  };
  return pool.run<number>("countPages", job, "Counting the draft's pages");
}
