import { ChevronDownIcon } from "lucide-react";
import { SectionHeading } from "./section-heading";

const QUESTIONS = [
  {
    q: "Do I need screenwriting experience?",
    a: "No. The guided steps explain structure as you go, and the help guide (Alt+H) is always one keystroke away. Experienced writers can jump to any step.",
  },
  {
    q: "Who owns what I write?",
    a: "You do. Your screenplays belong to you; the AI only offers suggestions, and nothing is applied unless you choose it.",
  },
  {
    q: "Which formats can I export?",
    a: "PDF in industry-standard screenplay format, plus Fountain and Final Draft (.fdx) so you can keep working in other tools.",
  },
  {
    q: "How do I sign in?",
    a: "With a username and password, or with a Bitcoin or Solana wallet: your wallet signs a one-time sign-in message, with no transaction and no fees.",
  },
  {
    q: "When does it launch?",
    a: "Scriptwright is a beta preview today, with the full launch coming Summer 2025.",
  },
] as const;

function Faq() {
  return (
    <section id="faq" className="py-20">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <SectionHeading
          eyebrow="FAQ"
          title="Questions writers ask"
          text="Anything else? The help guide inside the app walks you through every step."
        />
        <div className="mt-10 divide-y divide-border rounded-xl border border-border bg-surface">
          {QUESTIONS.map(({ q, a }) => (
            <details key={q} className="group px-5">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-medium focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&::-webkit-details-marker]:hidden">
                {q}
                <ChevronDownIcon
                  className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
                  aria-hidden="true"
                />
              </summary>
              <p className="pb-5 text-sm leading-relaxed text-muted-foreground">{a}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}

export { Faq };
