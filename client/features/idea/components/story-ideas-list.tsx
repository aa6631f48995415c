import { ArrowLeftIcon, CheckIcon, LightbulbIcon, RefreshCwIcon } from "lucide-react";
import { EmptyState } from "#client/components/status-blocks";
import { Button } from "#client/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "#client/components/ui/card";
import type { StoryIdea } from "#shared/schemas/ai-results";

/** The AI's story ideas: each can become the screenplay's title and logline. */
function StoryIdeasList({
  ideas,
  generating,
  canGenerate,
  usingIdea,
  onUse,
  onBack,
  onGenerateMore,
}: {
  ideas: StoryIdea[];
  generating: boolean;
  canGenerate: boolean;
  usingIdea: boolean;
  onUse: (idea: StoryIdea) => void;
  onBack: () => void;
  onGenerateMore: () => void;
}) {
  const actions = (
    <div className="flex flex-col gap-2 sm:flex-row sm:justify-between">
      <Button variant="outline" onClick={onBack}>
        <ArrowLeftIcon aria-hidden="true" />
        Back to Elements
      </Button>
      <Button variant="outline" onClick={onGenerateMore} disabled={!canGenerate || generating}>
        <RefreshCwIcon aria-hidden="true" className={generating ? "animate-spin" : undefined} />
        {generating ? "Generating..." : "Generate More Ideas"}
      </Button>
    </div>
  );

  if (ideas.length === 0) {
    return (
      <div className="grid gap-4">
        <EmptyState icon={LightbulbIcon} title="No story ideas yet" className="py-12">
          Fill in your story elements and press Generate Story Ideas to get three directions to
          choose from.
        </EmptyState>
        {actions}
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      <ul className="grid gap-4 md:grid-cols-3" aria-label="Story ideas" aria-busy={generating}>
        {ideas.map((idea) => (
          <li key={`${idea.title}-${idea.logline}`} className="grid">
            <Card data-testid="story-idea">
              <CardHeader>
                <CardTitle className="font-serif text-lg">{idea.title}</CardTitle>
                <p className="text-sm font-medium">{idea.logline}</p>
              </CardHeader>
              <CardContent className="flex-1">
                <p className="text-sm leading-relaxed text-muted-foreground">{idea.premise}</p>
              </CardContent>
              <CardFooter>
                <Button
                  className="w-full"
                  onClick={() => onUse(idea)}
                  disabled={usingIdea}
                  aria-label={`Use This Idea: ${idea.title}`}
                >
                  <CheckIcon aria-hidden="true" />
                  Use This Idea
                </Button>
              </CardFooter>
            </Card>
          </li>
        ))}
      </ul>
      {actions}
    </div>
  );
}

export { StoryIdeasList };
