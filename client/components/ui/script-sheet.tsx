import type * as React from "react";
import { cn } from "#client/lib/cn";
import type { Page, PageLine, PrintProfile, TextRun } from "#shared/domain/screenplay/browser";

/*
 * Draws pages laid out by the format engine (shared/domain/screenplay: paginate). The engine
 * has already placed every line in inches; this only positions them. On screen 1in = 10ch of
 * the monospace script font (Courier prints 10 characters per inch), so cues, parentheticals,
 * dialogue and transitions sit where they print; in print, lines go to their exact inches.
 */

/** Screen lines start at the action's left edge (1.5in); the page's margins are not drawn. */
const SCREEN_ORIGIN = 1.5;
/** Screen line height in em: a little roomier than the printed 12pt-on-12pt. */
const SCREEN_LINE = 1.3;

function Runs({ runs }: { runs: TextRun[] }) {
  return runs.map((run, position) => (
    <span
      // biome-ignore lint/suspicious/noArrayIndexKey: runs are positional and never reordered
      key={position}
      className={
        cn(run.bold && "font-bold", run.italic && "italic", run.underline && "underline") ||
        undefined
      }
    >
      {run.text}
    </span>
  ));
}

const lineClasses: Partial<Record<PageLine["type"], string>> = {
  scene_heading: "font-bold uppercase",
  character: "uppercase",
  page_number: "text-muted-foreground",
};

function printable(line: PageLine) {
  return line.type !== "scene_number" && line.type !== "page_number";
}

/**
 * One page on screen: lines keep their rows (blank rows included) and their indents.
 * Wrap it in an element whose font size sets the scale.
 */
function ScriptSheet({ page, className, ...props }: { page: Page } & React.ComponentProps<"div">) {
  const lines = page.lines.filter(printable);
  const rows = lines.reduce((max, line) => Math.max(max, line.row + 1), 1);
  return (
    <div
      className={cn("relative font-script text-foreground", className)}
      style={{ height: `${rows * SCREEN_LINE}em`, width: "61ch" }}
      {...props}
    >
      {lines.map((line) => (
        <div
          key={`${line.row}:${line.x}`}
          data-line-type={line.type}
          className={cn("absolute whitespace-pre", lineClasses[line.type])}
          style={{
            top: `${line.row * SCREEN_LINE}em`,
            left: `${Math.round((line.x - SCREEN_ORIGIN) * 100) / 10}ch`,
            lineHeight: `${SCREEN_LINE}em`,
          }}
        >
          <Runs runs={line.runs} />
        </div>
      ))}
    </div>
  );
}

/** One page exactly as printed: US Letter (or A4), every line at its inches. */
function PrintSheet({ page, profile }: { page: Page; profile: PrintProfile }) {
  return (
    <div
      className="script-print-page"
      style={{ width: `${profile.pageWidth}in`, height: `${profile.pageHeight}in` }}
    >
      {page.lines.map((line) => (
        <div
          key={`${line.row}:${line.x}:${line.type}`}
          className={cn("script-print-line", line.type === "scene_heading" && "font-bold")}
          style={{
            left: `${line.x}in`,
            top: `${line.y}in`,
            lineHeight: `${profile.lineHeight}in`,
          }}
        >
          <Runs runs={line.runs} />
        </div>
      ))}
    </div>
  );
}

export { PrintSheet, ScriptSheet };
