import { FileTextIcon } from "lucide-react";
import type { Pagination } from "../../../../shared/domain/screenplay/browser";
import { ScriptSheet } from "../../../components/ui/script-sheet";

/**
 * 'Full Script': a title page, then the script as the engine lays it out for the PDF, page by
 * page, at most 600px wide. 1in = 10ch, scaled with the column so narrow screens keep indents.
 */
function FullScript({
  title,
  logline,
  author,
  pagination,
  sceneCount,
}: {
  title: string;
  logline: string | null;
  author: string;
  pagination: Pagination;
  sceneCount: number;
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
      <section
        aria-label="Title page"
        data-testid="title-page"
        className="grid min-h-[24rem] content-center justify-items-center gap-4 rounded-sm bg-surface px-6 py-12 text-center font-script shadow-sm ring-1 ring-border"
      >
        <h2 className="text-xl font-bold tracking-wide break-words uppercase">{title}</h2>
        {logline ? (
          <p className="max-w-md text-sm leading-relaxed text-muted-foreground">{logline}</p>
        ) : null}
        <div className="mt-6 grid gap-1 text-sm">
          <p>Written by</p>
          <p data-testid="author">{author}</p>
        </div>
      </section>
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
