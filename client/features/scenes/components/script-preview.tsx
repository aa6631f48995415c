import * as React from "react";
import {
  paginate,
  parseFountain,
  screenplayToFountain,
  usLetter,
} from "../../../../shared/domain/screenplay/browser";
import { ScriptSheet } from "../../../components/ui/script-sheet";
import { cn } from "../../../lib/cn";

/** The scene as it will print: the engine parses and lays it out on US Letter pages. */
function useScenePages(heading: string, content: string) {
  return React.useMemo(() => {
    const fountain = screenplayToFountain({
      title: "Preview",
      scenes: [{ sceneNumber: 1, heading: heading.trim() || "UNTITLED SCENE", content }],
    });
    const { elements } = parseFountain(fountain);
    return paginate({ titlePage: [], elements }, usLetter).pages;
  }, [heading, content]);
}

/** A live print preview of the scene being written, redrawn as the writer types. */
function ScriptPreview({
  heading,
  content,
  className,
}: {
  heading: string;
  content: string;
  className?: string;
}) {
  // Typing stays responsive on long scenes: the layout catches up when React has time.
  const pages = useScenePages(React.useDeferredValue(heading), React.useDeferredValue(content));
  return (
    <section
      aria-label="Print preview"
      data-testid="script-preview"
      className={cn(
        "@container overflow-auto rounded-lg border border-border bg-muted/40 p-3",
        className,
      )}
    >
      <div className="mx-auto grid w-max gap-3 text-[clamp(9px,calc(100cqw/40),13px)]">
        {pages.map((page, index) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: pages are positional
            key={index}
            className="relative rounded-sm bg-surface px-[1.5ch] py-[2.5em] shadow-sm ring-1 ring-border"
          >
            {page.label ? (
              <span className="absolute top-[1em] right-[1.5ch] font-script text-muted-foreground">
                {page.label}
              </span>
            ) : null}
            <ScriptSheet page={page} />
          </div>
        ))}
      </div>
    </section>
  );
}

export { ScriptPreview };
