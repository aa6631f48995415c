import { parseEmphasis, type TitleEntry } from "#shared/domain/screenplay/browser";

const CENTRED = ["title", "credit", "author", "authors", "source"];
const RIGHT = ["copyright", "notes"];

/** A value as printed: emphasis drawn, one line per line. */
function Value({ value }: { value: string }) {
  return value.split("\n").map((line, row) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: lines are positional
    <span key={row} className="block">
      {parseEmphasis(line).map((run, position) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: runs are positional
          key={position}
          className={[run.bold && "font-bold", run.italic && "italic", run.underline && "underline"]
            .filter(Boolean)
            .join(" ")}
        >
          {run.text}
        </span>
      ))}
    </span>
  ));
}

const find = (entries: TitleEntry[], ...keys: string[]) =>
  entries.find((e) => keys.includes(e.key.toLowerCase()));

/**
 * The title page as the PDF prints it (shared/domain/screenplay/title-page-layout.ts): title,
 * credit, author and source centred; draft date, contact and any other key at the bottom left;
 * copyright and notes at the bottom right. The logline is the app's reminder, not printed.
 */
function TitlePageView({ entries, logline }: { entries: TitleEntry[]; logline: string | null }) {
  const title = find(entries, "title");
  const author = find(entries, "author", "authors");
  const credit = find(entries, "credit")?.value ?? (author ? "Written by" : undefined);
  const source = find(entries, "source");
  const bottom = entries.filter((e) => !CENTRED.includes(e.key.toLowerCase()));
  const right = bottom.filter((e) => RIGHT.includes(e.key.toLowerCase()));
  const left = bottom.filter((e) => !RIGHT.includes(e.key.toLowerCase()));
  return (
    <section
      aria-label="Title page"
      data-testid="title-page"
      className="grid min-h-[24rem] grid-rows-[1fr_auto] gap-8 rounded-sm bg-surface px-6 py-12 font-script shadow-sm ring-1 ring-border"
    >
      <div className="grid content-center justify-items-center gap-4 text-center">
        <h2 className="text-xl font-bold tracking-wide break-words uppercase">
          <Value value={title?.value ?? ""} />
        </h2>
        {logline ? (
          <p className="max-w-md text-sm leading-relaxed text-muted-foreground">{logline}</p>
        ) : null}
        <div className="mt-6 grid gap-1 text-sm break-words">
          {credit ? <Value value={credit} /> : null}
          {author ? (
            <p data-testid="author">
              <Value value={author.value} />
            </p>
          ) : null}
          {source ? (
            <p className="mt-4">
              <Value value={source.value} />
            </p>
          ) : null}
        </div>
      </div>
      {bottom.length ? (
        <div className="grid gap-4 text-xs break-words sm:grid-cols-2">
          <div data-testid="title-page-left" className="grid content-end gap-2">
            {left.map((e, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: entries are positional
              <Value key={i} value={e.value} />
            ))}
          </div>
          <div data-testid="title-page-right" className="grid content-end gap-2 sm:text-right">
            {right.map((e, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: entries are positional
              <Value key={i} value={e.value} />
            ))}
          </div>
        </div>
      ) : null}
    </section>
  );
}

export { TitlePageView };
