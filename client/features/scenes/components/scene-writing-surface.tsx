import * as React from "react";
import { SceneNotes } from "#client/components/script-notes";
import { cn } from "#client/lib/cn";
import type { PaperSize } from "#shared/schemas/screenplay";
import { ScriptPreview } from "./script-preview";

type View = "write" | "preview";

/**
 * The writing surface: the screenplay editor for the scene's Fountain text, and beside it
 * (below `lg`, behind a Write/Preview toggle) the scene as it will print. The scene's [[notes]],
 * which the print preview leaves out, are listed above the editor, where the writer sees them
 * without scrolling past a page of text.
 */
function SceneWritingSurface({
  heading,
  paperSize,
  editor,
}: {
  heading: string;
  paperSize: PaperSize;
  /** The content editor (bound to the form by the caller) and its current value. */
  editor: { element: React.ReactNode; value: string };
}) {
  const [view, setView] = React.useState<View>("write");
  // Typing stays responsive: the notes catch up when React has time, as the preview does.
  const notesText = React.useDeferredValue(editor.value);
  return (
    <div className="grid gap-3">
      <fieldset className="flex w-fit rounded-lg bg-muted p-1 lg:hidden">
        <legend className="sr-only">Show</legend>
        {(["write", "preview"] as const).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={view === option}
            onClick={() => setView(option)}
            className="rounded-md px-3 py-1 text-sm font-medium text-muted-foreground aria-pressed:bg-surface aria-pressed:text-foreground aria-pressed:shadow-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            {option === "write" ? "Write" : "Preview"}
          </button>
        ))}
      </fieldset>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className={cn("grid content-start gap-3", view === "preview" && "max-lg:hidden")}>
          <SceneNotes text={notesText} />
          {editor.element}
        </div>
        <ScriptPreview
          heading={heading}
          paperSize={paperSize}
          content={editor.value}
          className={cn("max-h-[36rem] lg:max-h-[38.5rem]", view === "write" && "max-lg:hidden")}
        />
      </div>
    </div>
  );
}

export { SceneWritingSurface };
