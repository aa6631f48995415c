import { SectionHeading } from "./section-heading";

const STEPS = [
  {
    title: "Find your idea",
    text: "Pick a genre, theme and setting. Choose from AI story ideas and lock in your logline.",
  },
  {
    title: "Build the outline",
    text: "Lay out three acts — 25%, 50%, 25% — from the inciting incident to the resolution.",
  },
  {
    title: "Create your characters",
    text: "Give each character a past, a want, a flaw and an arc, with sample dialogue to match.",
  },
  {
    title: "Write the scenes",
    text: "Write scene by scene, with AI drafts that follow your outline and your characters.",
  },
  {
    title: "Get an AI read",
    text: "The AI editor measures your pages and reads for structure, characters, dialogue and visuals.",
  },
  {
    title: "Export the final script",
    text: "Read it formatted to industry standard, then print it or export PDF, Fountain or Final Draft.",
  },
] as const;

function HowItWorks() {
  return (
    <section id="how-it-works" className="py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          eyebrow="How it works"
          title="Six steps from blank page to final draft"
          text="Each step builds on the one before, and you can go back to any of them at any time."
        />
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 md:grid-cols-3 xl:grid-cols-6">
          {STEPS.map((step, index) => (
            <li key={step.title} className="relative">
              <span className="flex size-10 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground">
                {index + 1}
              </span>
              <h3 className="mt-4 font-semibold">{step.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

export { HowItWorks };
