import * as React from "react";
import { ScriptSheet } from "#client/components/ui/script-sheet";
import { cn } from "#client/lib/cn";
import {
  paginate,
  parseFountain,
  profiles,
  screenplayToFountain,
} from "#shared/domain/screenplay/browser";
import type { PaperSize } from "#shared/schemas/screenplay";

/**
 * The scene as it will print: the engine parses and lays it out on US Letter pages. Without
 * its heading (shown above it elsewhere) the content starts at the top of the first page.
 */
function useScenePages(
  heading: string,
  content: string,
  withHeading: boolean,
  paperSize: PaperSize,
) {
  return React.useMemo(() => {
    const fountain = screenplayToFountain({
      title: "Preview",
      scenes: [{ sceneNumber: 1, heading: heading.trim() || "UNTITLED SCENE", content }],
    });
    const { elements } = parseFountain(fountain);
    const shown =
      withHeading || elements[0]?.type !== "scene_heading" ? elements : elements.slice(1);
    return paginate({ titlePage: [], elements: shown }, profiles[paperSize]).pages;
  }, [heading, content, withHeading, paperSize]);
}

/**
 * A scene as it prints (emphasis drawn, notes and boneyard left out, centred text centred):
 * live in the scene dialog as the writer types, and as the selected scene's view.
 */
function ScriptPreview({
  heading,
  content,
  withHeading = true,
  paperSize = "letter",
  label = "Print preview",
  className,
}: {
  heading: string;
  content: string;
  withHeading?: boolean;
  /** The paper it prints on; US Letter unless said. */
  paperSize?: PaperSize;
  label?: string;
  className?: string;
}) {
  // Typing stays responsive on long scenes: the layout catches up when React has time.
  const pages = useScenePages(
    React.useDeferredValue(heading),
    React.useDeferredValue(content),
    withHeading,
    paperSize,
  );
  return (
    <section
      aria-label={label}
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
