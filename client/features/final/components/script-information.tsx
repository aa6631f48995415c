import type * as React from "react";
import { cn } from "#client/lib/cn";
import { formatDate } from "#client/lib/format-date";
import type { Pagination } from "#shared/domain/screenplay/browser";
import type { Screenplay } from "#shared/schemas/screenplay";
import { PAPER_NAMES } from "./paper-size-choice";

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

/** One titled box of the tab; `className` places it in the tab's grid. */
function InfoBox({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className: string;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn("grid gap-3 rounded-xl border border-border bg-surface p-5", className)}
    >
      <h2 id={id} className="font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * 'Script Information': details, statistics and notes. One page count: the engine's, the script
 * pages exactly as the PDF prints them, without its title page (how scripts are counted). The
 * rough estimate, from length alone, is shown beside it and labelled as one.
 */
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
  const pages = pagination.pages.length;
  const { name: paper, linesPerPage } = pagination.profile;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <InfoBox id="details-title" title="Details" className="content-start">
        <dl className="grid gap-3">
          <Row label="Title" value={screenplay.title} />
          <Row label="Genre" value={screenplay.genre || "Not specified"} />
          <Row label="Logline" value={screenplay.logline || "No logline available"} />
          <Row label="Created" value={formatDate(screenplay.createdAt)} />
        </dl>
      </InfoBox>
      <InfoBox id="stats-title" title="Statistics" className="content-start">
        <dl className="grid gap-3">
          <Row label="Scenes" value={sceneCount} testId="info-scenes" />
          <Row
            label="Pages"
            value={
              <>
                <span data-testid="info-pages">{pages}</span>
                {pagination.titlePage ? (
                  <span className="font-normal text-muted-foreground">
                    {" "}
                    + title page ({pagination.pageCount} in the PDF)
                  </span>
                ) : null}
              </>
            }
          />
          <Row
            label="Estimated pages"
            value={
              <>
                <span data-testid="info-estimated-pages">{estimatedPages}</span>
                <span className="font-normal text-muted-foreground"> from length alone</span>
              </>
            }
          />
          <Row label="Estimated runtime" value={`~${pages} min`} testId="info-runtime" />
          <Row label="Completion" value="100%" />
        </dl>
        <p className="text-xs text-muted-foreground">
          Pages are counted as the PDF prints them ({PAPER_NAMES[paper]}, Courier 12pt,{" "}
          {linesPerPage} lines a page), title page not counted; a page runs about a minute on
          screen. The estimate divides the scenes' text by 1,500 characters a page.
        </p>
      </InfoBox>
      <InfoBox id="notes-title" title="Final draft notes" className="lg:col-span-2">
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
      </InfoBox>
    </div>
  );
}

export { ScriptInformation };
