import {
  FileTextIcon,
  LayoutListIcon,
  LightbulbIcon,
  MessageSquareQuoteIcon,
  PenLineIcon,
  UsersIcon,
} from "lucide-react";
import { SectionHeading } from "./section-heading";

const FEATURES = [
  {
    icon: LightbulbIcon,
    title: "Idea Generation",
    text: "Turn a genre, a theme and a setting into story ideas and a sharp logline you can build on.",
  },
  {
    icon: UsersIcon,
    title: "Character Workshop",
    text: "Develop characters with backstory, motivations, flaws and an arc — and hear how they speak.",
  },
  {
    icon: LayoutListIcon,
    title: "Plot Structuring",
    text: "Shape your story in three acts with the beats that matter: inciting incident, midpoint, climax.",
  },
  {
    icon: PenLineIcon,
    title: "Scene Writing Assistant",
    text: "Draft scene by scene from your outline, with the characters present and the previous scene in mind.",
  },
  {
    icon: MessageSquareQuoteIcon,
    title: "Dialogue Enhancement",
    text: "Sharpen lines so every character sounds like themselves, from the first scene to the last.",
  },
  {
    icon: FileTextIcon,
    title: "Professional Formatting",
    text: "Industry-standard pages, ready to print or export as PDF, Fountain or Final Draft.",
  },
] as const;

function FeaturesSection() {
  return (
    <section id="features" className="border-t border-border bg-surface py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          eyebrow="Features"
          title="Everything a screenplay needs, in one place"
          text="Write with a partner that understands structure and format, so you can focus on story."
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-border bg-background p-6">
              <span className="flex size-10 items-center justify-center rounded-lg bg-accent-soft">
                <Icon className="size-5 text-primary" aria-hidden="true" />
              </span>
              <h3 className="mt-4 font-semibold">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export { FeaturesSection };
