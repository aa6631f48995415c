import type * as React from "react";
import { SceneNotes } from "#client/components/script-notes";
import { ScriptPreview } from "./script-preview";

/**
 * What the scene list has selected, the opening or a scene: a small label over its heading in
 * script type, the actions on it, then its text as it prints.
 */
function DetailPanel({
  headingId,
  label,
  heading,
  actions,
  children,
}: {
  /** Names the panel for screen readers. */
  headingId: string;
  label: React.ReactNode;
  heading: React.ReactNode;
  actions: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <article
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col rounded-xl border border-border bg-surface shadow-sm"
    >
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-border px-5 py-4">
        <div className="grid min-w-0 gap-1">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
            {label}
          </p>
          <h2 id={headingId} className="font-script text-lg font-bold break-words uppercase">
            {heading}
          </h2>
        </div>
        {actions}
      </header>
      {children}
    </article>
  );
}

/**
 * A scene's text laid out as it prints, with its notes under it. The preview lays out a whole
 * scene, so the heading it is given is left out: the panel's header already shows it.
 */
function PrintedText({
  testId,
  heading,
  text,
  label,
}: {
  testId: string;
  heading: string;
  text: string;
  /** The preview's accessible name. */
  label: string;
}) {
  return (
    <div data-testid={testId} className="p-4 font-script">
      <ScriptPreview
        heading={heading}
        content={text}
        withHeading={false}
        label={label}
        className="max-h-[36rem] lg:max-h-[calc(100dvh-18rem)]"
      />
      <SceneNotes text={text} className="mt-3 font-sans" />
    </div>
  );
}

export { DetailPanel, PrintedText };
