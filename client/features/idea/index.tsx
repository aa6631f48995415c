import type { StepScreenProps } from "../../lib/step-screen";

/** Placeholder: the Idea Generation screen body is built in its own issue. */
export default function IdeaScreen({ screenplay }: StepScreenProps) {
  return (
    <section aria-labelledby="step-title" className="grid gap-2">
      <h1 id="step-title" className="font-serif text-2xl font-semibold">
        Idea Generation
      </h1>
      <p className="text-muted-foreground">This step of “{screenplay.title}” is coming soon.</p>
    </section>
  );
}
