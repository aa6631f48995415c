import * as React from "react";
import { cn } from "#client/lib/cn";
import { extractNotes, removeBoneyard } from "#shared/domain/screenplay/parse-comments";
import type { Scene } from "#shared/schemas/scene";

/**
 * The writer's Fountain `[[notes]]` in a text, in order, found exactly as the format engine
 * finds them (boneyard first, then notes, both linear scans), so the app shows the notes the
 * engine keeps out of every printed page, and no others.
 */
export function notesIn(text: string): string[] {
  return extractNotes(removeBoneyard(text)).notes.filter((note) => note !== "");
}

/** One note, highlighted; a screen reader hears "Note:" before it. */
function Note({ text }: { text: string }) {
  return (
    <mark
      data-testid="writer-note"
      className="rounded-sm bg-amber-100 box-decoration-clone px-1 py-0.5 whitespace-pre-wrap text-amber-950 ring-1 ring-amber-300"
    >
      <span className="sr-only">Note: </span>
      {text}
    </mark>
  );
}

/** A list of notes as highlighted items: one a line, or side by side where room is short. */
function NoteItems({ notes, inline = false }: { notes: string[]; inline?: boolean }) {
  return (
    <ul className={inline ? "flex flex-wrap gap-1.5" : "grid gap-1.5"}>
      {notes.map((note, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: notes are positional and may repeat
        <li key={index} className="min-w-0 text-sm leading-relaxed [overflow-wrap:anywhere]">
          <Note text={note} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The notes of one scene (or the opening), side by side: nothing when it has none. Notes never
 * print, so they are listed beside the page rather than drawn on it.
 */
function SceneNotes({ text, className }: { text: string; className?: string }) {
  const notes = React.useMemo(() => notesIn(text), [text]);
  if (notes.length === 0) return null;
  return (
    <section aria-label="Notes" data-testid="scene-notes" className={cn("grid gap-2", className)}>
      <h3 className="text-xs font-medium text-muted-foreground">
        {notes.length === 1 ? "1 note" : `${notes.length} notes`} (not printed)
      </h3>
      <NoteItems notes={notes} inline />
    </section>
  );
}

export type NotedPart = { label: string; text: string };

/** The opening and each scene, in the script order the scene list comes in, labelled as the writer knows them. */
export function scriptParts(opening: string, scenes: Scene[]): NotedPart[] {
  return [
    { label: "Opening", text: opening },
    ...scenes.map((scene) => ({
      label: `Scene ${scene.sceneNumber}: ${scene.heading}`,
      text: scene.content ?? "",
    })),
  ];
}

/**
 * Every note of a script, under the scene (or opening) it belongs to, for the screens that
 * read the whole script: nothing when the script has none.
 */
function ScriptNotes({ parts, className }: { parts: NotedPart[]; className?: string }) {
  const noted = React.useMemo(
    () =>
      parts
        .map((part) => ({ label: part.label, notes: notesIn(part.text) }))
        .filter((part) => part.notes.length > 0),
    [parts],
  );
  if (noted.length === 0) return null;
  return (
    <section
      aria-labelledby="script-notes-title"
      data-testid="script-notes"
      className={cn("grid gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4", className)}
    >
      <div className="grid gap-0.5">
        <h2 id="script-notes-title" className="font-semibold">
          Your notes
        </h2>
        <p className="text-xs text-muted-foreground">
          The [[notes]] in your script. They never print: PDF and plain text leave them out;
          Fountain and Final Draft files keep them.
        </p>
      </div>
      <ol className="grid gap-3">
        {noted.map((part, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts are positional
          <li key={index} className="grid min-w-0 gap-1.5">
            <p className="font-script text-sm font-bold break-words uppercase">{part.label}</p>
            <NoteItems notes={part.notes} />
          </li>
        ))}
      </ol>
    </section>
  );
}

export { SceneNotes, ScriptNotes };
