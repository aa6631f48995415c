import { Button } from "#client/components/ui/button";
import { CreateScreenplayLink } from "./create-screenplay-link";

function Hero() {
  return (
    <section className="mx-auto grid max-w-6xl gap-12 px-4 pt-16 pb-20 sm:px-6 lg:grid-cols-[1.1fr_0.9fr] lg:items-center lg:pt-24">
      <div>
        <p className="inline-flex items-center gap-2 rounded-full border border-primary/25 bg-accent-soft px-3 py-1 text-xs font-medium text-accent-strong">
          Beta preview · launching Summer 2025
        </p>
        <h1 className="mt-6 font-serif text-4xl leading-[1.1] font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl">
          From a spark of an idea to a final draft.
        </h1>
        <p className="mt-6 max-w-xl text-lg leading-relaxed text-muted-foreground">
          Scriptwright guides you through six steps — idea, outline, characters, scenes, an AI
          read-through and the final script — with an AI co-writer that suggests, never overrules,
          and pages formatted to industry standard.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <CreateScreenplayLink size="lg" withArrow />
          <Button asChild size="lg" variant="outline">
            <a href="#how-it-works">See how it works</a>
          </Button>
        </div>
      </div>
      <div aria-hidden="true" className="relative hidden lg:block">
        <div className="absolute -inset-4 -rotate-2 rounded-2xl bg-accent-soft" />
        <div className="relative rounded-lg border border-border bg-surface p-8 font-script text-[13px] leading-[1.45] shadow-xl">
          <p>FADE IN:</p>
          <p className="mt-4 font-bold">INT. WRITERS' ROOM - NIGHT</p>
          <p className="mt-4">
            A single desk lamp. Index cards cover the wall. MAYA (30s) stares at a blank page.
          </p>
          <p className="mt-4 ml-[37%]">MAYA</p>
          <p className="ml-[22%] w-[60%]">Every story starts somewhere. Mine starts tonight.</p>
          <p className="mt-4">She begins to type.</p>
        </div>
      </div>
    </section>
  );
}

export { Hero };
