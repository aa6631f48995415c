import { Card, CardContent, CardHeader } from "#client/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#client/components/ui/tabs";
import type { AnalysisResult } from "#shared/schemas/ai-results";
import { Bullets, CategoryPanel } from "./analysis-lists";
import { RatingBar } from "./rating-bar";

const CATEGORIES = [
  { key: "structure", tab: "Structure", label: "Structure & Pacing" },
  { key: "characterDevelopment", tab: "Characters", label: "Character Development" },
  { key: "dialogue", tab: "Dialogue", label: "Dialogue Authenticity" },
  { key: "visuals", tab: "Visuals", label: "Visual Storytelling" },
] as const;

/** 'Analysis Results': Overview plus one tab per category; Structure opens first. */
function AnalysisResults({ analysis }: { analysis: AnalysisResult }) {
  return (
    <Card aria-labelledby="analysis-title">
      <CardHeader>
        <h2 id="analysis-title" className="font-semibold leading-tight tracking-tight">
          Analysis Results
        </h2>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue="structure">
          <TabsList className="h-auto flex-wrap">
            <TabsTrigger value="overview">Overview</TabsTrigger>
            {CATEGORIES.map((category) => (
              <TabsTrigger key={category.key} value={category.key}>
                {category.tab}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="overview" className="grid gap-6">
            <p className="leading-relaxed">
              {analysis.overallFeedback.trim() || "No overall feedback available."}
            </p>
            <div className="grid gap-6 md:grid-cols-2">
              <Bullets
                title="Key Strengths"
                items={analysis.keyStrengths}
                empty="No key strengths identified."
                icon="strength"
              />
              <Bullets
                title="Priority Improvements"
                items={analysis.priorityImprovements}
                empty="No priority improvements identified."
                icon="improvement"
              />
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              {CATEGORIES.map((category) => (
                <RatingBar
                  key={category.key}
                  label={category.label}
                  rating={analysis[category.key].overallRating}
                />
              ))}
            </div>
          </TabsContent>
          {CATEGORIES.map((category) => (
            <TabsContent key={category.key} value={category.key}>
              <CategoryPanel label={category.label} category={analysis[category.key]} />
            </TabsContent>
          ))}
        </Tabs>
      </CardContent>
    </Card>
  );
}

export { AnalysisResults };
