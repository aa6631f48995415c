import { LightbulbIcon, SparklesIcon } from "lucide-react";
import type { UseFormReturn } from "react-hook-form";
import { Button } from "#client/components/ui/button";
import { Card, CardContent } from "#client/components/ui/card";
import { CardHeading } from "#client/components/ui/card-heading";
import { FormField } from "#client/components/ui/form-field";
import { Input, Textarea } from "#client/components/ui/input";
import { AiStatusBadge } from "#client/entities/ai-status/ai-status-badge";
import type { IdeaElementsForm } from "#shared/schemas/ai";

export type Generating = "ideas" | "logline" | null;

/** Genre, theme, setting and main character: what both AI buttons build from. */
function StoryElementsForm({
  form,
  generating,
  onGenerateIdeas,
  onGenerateLogline,
}: {
  form: UseFormReturn<IdeaElementsForm>;
  generating: Generating;
  onGenerateIdeas: (values: IdeaElementsForm) => void;
  onGenerateLogline: (values: IdeaElementsForm) => void;
}) {
  const { register, formState } = form;
  const { errors } = formState;
  const disabled = !formState.isValid || generating !== null;

  return (
    <Card>
      <CardHeading
        title="Story Elements"
        description="Four building blocks. The AI turns them into story ideas or a logline you can edit."
      />
      <CardContent>
        <form noValidate className="grid gap-4" onSubmit={(event) => event.preventDefault()}>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Genre" error={errors.genre?.message}>
              {(control) => (
                <Input
                  placeholder="e.g. Thriller, Romantic comedy"
                  maxLength={50}
                  {...control}
                  {...register("genre")}
                />
              )}
            </FormField>
            <FormField label="Theme" error={errors.theme?.message}>
              {(control) => (
                <Input
                  placeholder="e.g. Redemption, the cost of ambition"
                  maxLength={500}
                  {...control}
                  {...register("theme")}
                />
              )}
            </FormField>
          </div>
          <FormField
            label="Setting"
            hint="Where and when: a place, a period, a world."
            error={errors.setting?.message}
          >
            {(control) => (
              <Input
                placeholder="e.g. A fishing town on the Maine coast, 1970s"
                maxLength={500}
                {...control}
                {...register("setting")}
              />
            )}
          </FormField>
          <FormField
            label="Main Character"
            hint="Who they are and what makes them interesting."
            error={errors.mainCharacter?.message}
          >
            {(control) => (
              <Textarea
                rows={3}
                placeholder="e.g. A disgraced lighthouse keeper who never leaves the island"
                maxLength={1000}
                {...control}
                {...register("mainCharacter")}
              />
            )}
          </FormField>
          <div className="flex flex-col gap-3 border-t border-border pt-4 sm:flex-row sm:flex-wrap sm:items-center">
            <Button
              variant="outline"
              disabled={disabled}
              onClick={form.handleSubmit(onGenerateIdeas)}
            >
              <LightbulbIcon aria-hidden="true" />
              {generating === "ideas" ? "Generating..." : "Generate Story Ideas"}
            </Button>
            <Button disabled={disabled} onClick={form.handleSubmit(onGenerateLogline)}>
              <SparklesIcon aria-hidden="true" />
              {generating === "logline" ? "Generating..." : "Generate Logline"}
            </Button>
            <AiStatusBadge className="sm:ml-auto" />
          </div>
          {!formState.isValid && generating === null ? (
            <p className="text-xs text-muted-foreground">
              Fill in all four elements to enable the AI buttons.
            </p>
          ) : null}
        </form>
      </CardContent>
    </Card>
  );
}

export { StoryElementsForm };
