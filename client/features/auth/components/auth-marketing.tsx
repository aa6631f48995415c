import { DownloadIcon, ListOrderedIcon, SparklesIcon } from "lucide-react";

const POINTS = [
  {
    icon: ListOrderedIcon,
    title: "Guided, step by step",
    text: "Go from a first idea to a final draft through a three-act structure, one clear step at a time.",
  },
  {
    icon: SparklesIcon,
    title: "AI suggestions when you want them",
    text: "Get suggestions for story ideas, characters and dialogue — and keep full control of every word.",
  },
  {
    icon: DownloadIcon,
    title: "Ready for the industry",
    text: "Export in an industry-standard screenplay format, paginated the way readers expect.",
  },
] as const;

/** The marketing panel beside the sign-in form. */
function AuthMarketing() {
  return (
    <section
      aria-labelledby="auth-marketing-title"
      className="flex flex-col justify-center gap-8 bg-primary px-8 py-12 text-primary-foreground lg:px-14"
    >
      <div className="grid gap-3">
        <p className="text-sm font-medium tracking-wide uppercase opacity-80">Scriptwright</p>
        <h2 id="auth-marketing-title" className="font-serif text-3xl leading-tight font-semibold">
          Write the screenplay you keep thinking about.
        </h2>
        <p className="max-w-md opacity-90">
          A writing partner that knows structure, respects your voice and formats every page.
        </p>
      </div>
      <ul className="grid max-w-md gap-5">
        {POINTS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-white/15">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div>
              <p className="font-semibold">{title}</p>
              <p className="text-sm opacity-90">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export { AuthMarketing };
