import { SectionHeading } from "./section-heading";

/**
 * A sample page set the way a script reader expects: Courier 12 pt proportions, scene heading
 * and action at the left margin, the cue, parenthetical and dialogue indented.
 */
function Showcase() {
  return (
    <section id="showcase" className="border-t border-border bg-surface py-20">
      <div className="mx-auto grid max-w-6xl gap-12 px-4 sm:px-6 lg:grid-cols-[0.8fr_1.2fr] lg:items-center">
        <div>
          <SectionHeading
            eyebrow="Showcase"
            title="Pages that look like the real thing"
            text="Scene headings, action, character cues, parentheticals, dialogue and transitions are laid out to industry standard — no fiddling with margins."
          />
          <ul className="mt-6 grid gap-2 text-sm text-muted-foreground">
            <li>• US Letter, Courier 12 pt, about one minute of screen time per page</li>
            <li>• (MORE) and (CONT'D) when dialogue breaks across pages</li>
            <li>• Export to PDF, Fountain and Final Draft</li>
          </ul>
        </div>
        <figure className="overflow-x-auto">
          <div
            className="mx-auto w-[34rem] max-w-full rounded-sm border border-border bg-white px-6 py-8 font-script text-[12px] leading-[1.5] text-neutral-900 shadow-lg sm:px-12"
            aria-label="Sample screenplay page"
            role="img"
          >
            <p className="text-right">12.</p>
            <p className="mt-3 font-bold">EXT. HARBOR LIGHTHOUSE - DAWN</p>
            <p className="mt-3">
              Waves hammer the rocks. ELENA VOSS (60s), oilskin coat, climbs the iron stairs two at
              a time.
            </p>
            <p className="mt-3 pl-[40%]">ELENA</p>
            <p className="pl-[30%]">(breathless)</p>
            <p className="pr-[15%] pl-[20%]">
              Forty years I kept this light burning. Nobody ever asked why.
            </p>
            <p className="mt-3">
              Below, a small boat drifts toward the breakwater. No one at the helm.
            </p>
            <p className="mt-3 pl-[40%]">TOMÁS (O.S.)</p>
            <p className="pr-[15%] pl-[20%]">Elena! The boat — it's his.</p>
            <p className="mt-3 text-right">CUT TO:</p>
          </div>
          <figcaption className="mt-3 text-center text-xs text-muted-foreground">
            A page from a sample screenplay, formatted by Scriptwright.
          </figcaption>
        </figure>
      </div>
    </section>
  );
}

export { Showcase };
