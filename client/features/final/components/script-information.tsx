import type * as React from "react";
import type { Pagination } from "../../../../shared/domain/screenplay/browser";
import type { Screenplay } from "../../../../shared/schemas/screenplay";
import { formatDate } from "../../../lib/format-date";

function Row({ label, value, testId }: { label: string; value: React.ReactNode; testId?: string }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** 'Script Information': details, statistics (spec's estimate and the engine's real count) and notes. */
function ScriptInformation({
  screenplay,
  sceneCount,
  estimatedPages,
  pagination,
}: {
  screenplay: Screenplay;
  sceneCount: number;
  estimatedPages: number;
  pagination: Pagination;
}) {
  const scriptPages = pagination.pages.length;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section
        aria-labelledby="details-title"
        className="grid content-start gap-3 rounded-xl border border-border bg-surface p-5"
      >
        <h2 id="details-title" className="font-semibold">
          Details
        </h2>
        <dl className="grid gap-3">
          <Row label="Title" value={screenplay.title} />
          <Row label="Genre" value={screenplay.genre || "Not specified"} />
          <Row label="Logline" value={screenplay.logline || "No logline available"} />
          <Row label="Created" value={formatDate(screenplay.createdAt)} />
        </dl>
      </section>
      <section
        aria-labelledby="stats-title"
        className="grid content-start gap-3 rounded-xl border border-border bg-surface p-5"
      >
        <h2 id="stats-title" className="font-semibold">
          Statistics
        </h2>
        <dl className="grid gap-3">
          <Row label="Scenes" value={sceneCount} testId="info-scenes" />
          <Row label="Estimated pages" value={estimatedPages} testId="info-estimated-pages" />
          <Row
            label="Formatted pages"
            value={`${scriptPages} ${scriptPages === 1 ? "page" : "pages"}`}
            testId="info-script-pages"
          />
          <Row
            label="PDF pages"
            value={
              <>
                <span data-testid="info-pdf-pages">{pagination.pageCount}</span>
                {pagination.titlePage ? (
                  <span className="font-normal text-muted-foreground"> (with title page)</span>
                ) : null}
              </>
            }
          />
          <Row label="Estimated runtime" value={`~${scriptPages} min`} testId="info-runtime" />
          <Row label="Completion" value="100%" />
        </dl>
        <p className="text-xs text-muted-foreground">
          Formatted pages use the industry layout (US Letter, Courier 12pt, 55 lines a page); a page
          runs about a minute on screen.
        </p>
      </section>
      <section
        aria-labelledby="notes-title"
        className="grid gap-3 rounded-xl border border-border bg-surface p-5 lg:col-span-2"
      >
        <h2 id="notes-title" className="font-semibold">
          Final draft notes
        </h2>
        <ul className="grid list-disc gap-1.5 pl-5 text-sm leading-relaxed">
          <li>Export your screenplay to PDF to share it with readers, producers and contests.</li>
          <li>
            Consider registering your script with a writers' guild (such as the WGA) to protect your
            work.
          </li>
          <li>
            You can go back to any step at any time to revise your idea, outline, characters or
            scenes.
          </li>
        </ul>
      </section>
    </div>
  );
}

export { ScriptInformation };
