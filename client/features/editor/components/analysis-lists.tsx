import { CheckCircle2Icon, CircleAlertIcon, LightbulbIcon } from "lucide-react";
import type { AnalysisCategory } from "#shared/schemas/ai-results";
import { RatingBar } from "./rating-bar";

function Bullets({
  title,
  items,
  empty,
  icon,
}: {
  title: string;
  items: string[];
  empty: string;
  icon: "strength" | "improvement";
}) {
  const Icon = icon === "strength" ? CheckCircle2Icon : CircleAlertIcon;
  return (
    <section className="grid gap-2">
      <h3 className="font-semibold">{title}</h3>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="grid gap-2">
          {items.map((item) => (
            <li key={item} className="flex gap-2 text-sm leading-relaxed">
              <Icon
                className={
                  icon === "strength"
                    ? "mt-0.5 size-4 shrink-0 text-success"
                    : "mt-0.5 size-4 shrink-0 text-amber-600"
                }
                aria-hidden="true"
              />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** One category tab: its rating, Strengths, Areas for Improvement and Specific Suggestions. */
function CategoryPanel({ label, category }: { label: string; category: AnalysisCategory }) {
  return (
    <div className="grid gap-6">
      <RatingBar label={label} rating={category.overallRating} />
      <div className="grid gap-6 md:grid-cols-2">
        <Bullets
          title="Strengths"
          items={category.strengths}
          empty="No strengths listed."
          icon="strength"
        />
        <Bullets
          title="Areas for Improvement"
          items={category.improvements}
          empty="No areas for improvement listed."
          icon="improvement"
        />
      </div>
      <section className="grid gap-2">
        <h3 className="font-semibold">Specific Suggestions</h3>
        {category.suggestions.length === 0 ? (
          <p className="text-sm text-muted-foreground">No specific suggestions.</p>
        ) : (
          <ul className="grid gap-3">
            {category.suggestions.map((suggestion) => (
              <li
                key={suggestion.title + suggestion.description}
                className="flex gap-3 rounded-lg border border-border bg-muted/40 p-3"
              >
                <LightbulbIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                <div className="grid gap-1 text-sm">
                  <p className="font-medium">{suggestion.title}</p>
                  <p className="leading-relaxed text-muted-foreground">{suggestion.description}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export { Bullets, CategoryPanel };
