import { FileTextIcon } from "lucide-react";
import { type NotedPart, ScriptNotes } from "#client/components/script-notes";
import { ScriptSheet } from "#client/components/ui/script-sheet";
import type { Pagination, TitleEntry } from "#shared/domain/screenplay/browser";
import { TitlePageView } from "./title-page-view";

/**
 * 'Full Script': the writer's notes, a title page, then the script as the engine lays it out for
 * the PDF, page by page, at most 600px wide. 1in = 10ch, scaled with the column so narrow screens
 * keep indents. Notes never print, so they are listed above the pages rather than drawn on them.
 */
function FullScript({
  titlePage,
  logline,
  pagination,
  sceneCount,
  parts,
}: {
  titlePage: TitleEntry[];
  logline: string | null;
  pagination: Pagination;
  sceneCount: number;
  /** The opening and scenes whose notes are listed. */
  parts: NotedPart[];
}) {
  if (sceneCount === 0) {
    return (
      <div className="grid justify-items-center gap-2 rounded-xl border border-dashed border-border bg-surface px-6 py-14 text-center">
        <FileTextIcon className="size-9 text-muted-foreground" aria-hidden="true" />
        <p className="text-lg font-semibold">No scenes yet</p>
        <p className="max-w-sm text-sm text-muted-foreground">
          You need to create scenes before your final script can be generated.
        </p>
      </div>
    );
  }
  return (
    <article
      aria-label="Full script"
      data-testid="full-script"
      className="@container mx-auto grid w-full max-w-[600px] gap-4"
    >
      <ScriptNotes parts={parts} />
      <TitlePageView entries={titlePage} logline={logline} />
      <div className="grid gap-4 text-[clamp(9px,calc(100cqw/40),14px)]">
        {pagination.pages.map((page, index) => (
          <section
            // biome-ignore lint/suspicious/noArrayIndexKey: pages are positional
            key={index}
            aria-label={`Page ${index + 1}`}
            data-testid="script-page"
            className="relative w-full rounded-sm bg-surface px-[1.5ch] pt-[3em] pb-[2.5em] shadow-sm ring-1 ring-border"
          >
            {page.label ? (
              <span className="absolute top-[1.2em] right-[1.5ch] font-script text-muted-foreground">
                {page.label}
              </span>
            ) : null}
            <ScriptSheet page={page} className="mx-auto" />
          </section>
        ))}
      </div>
    </article>
  );
}

export { FullScript };
