import { ArrowRightIcon, PencilIcon, SaveIcon, SparklesIcon } from "lucide-react";
import type { UseFormReturn } from "react-hook-form";
import { Badge } from "#client/components/ui/badge";
import { Button } from "#client/components/ui/button";
import { Card, CardContent } from "#client/components/ui/card";
import { CardHeading } from "#client/components/ui/card-heading";
import { FormField } from "#client/components/ui/form-field";
import { Textarea } from "#client/components/ui/input";
import { AiStatusBadge } from "#client/entities/ai-status/ai-status-badge";
import { ACTS, type ActKey, commaList, type OutlineFormValues } from "../outline-form";
import { ActSplitBar } from "./act-split-bar";

/** The whole three-act structure at a glance, the themes, and the outline's actions. */
function StructureTab({
  form,
  onEditAct,
  onGenerate,
  onSave,
  onContinue,
  generating,
  busy,
}: {
  form: UseFormReturn<OutlineFormValues>;
  onEditAct: (act: ActKey) => void;
  onGenerate: () => void;
  onSave: () => void;
  onContinue: () => void;
  generating: boolean;
  busy: boolean;
}) {
  const values = form.watch();
  const themes = [...new Set(commaList(values.themesAndMotifs))];

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeading
          title="Three-Act Structure"
          description="Let the AI draft the acts from your logline, or write them yourself."
        >
          <div className="flex flex-col gap-2 pt-2 sm:flex-row sm:flex-wrap sm:items-center">
            <Button onClick={onGenerate} disabled={generating || busy}>
              <SparklesIcon
                aria-hidden="true"
                className={generating ? "animate-pulse" : undefined}
              />
              {generating ? "Generating..." : "AI Generate Outline"}
            </Button>
            <AiStatusBadge />
          </div>
        </CardHeading>
        <CardContent className="grid gap-5">
          <ActSplitBar />
          <ul className="grid gap-4 md:grid-cols-[1fr_2fr_1fr]" aria-label="Acts">
            {ACTS.map((act) => {
              const actValues = values[act.key] as Record<string, string>;
              const scenes = (actValues.keyScenes ?? "").split("\n").filter((l) => l.trim());
              return (
                <li
                  key={act.key}
                  className="flex min-w-0 flex-col gap-3 rounded-lg border border-border p-4"
                >
                  <div className="flex items-center justify-between gap-2">
                    <h3 className="font-semibold">
                      {act.title}{" "}
                      <span className="text-sm font-normal text-muted-foreground">{act.role}</span>
                    </h3>
                    <Badge variant="secondary">{act.percent}%</Badge>
                  </div>
                  <dl className="grid flex-1 gap-2 text-sm">
                    {act.beats.map((beat) => (
                      <div key={beat.name}>
                        <dt className="text-xs font-medium text-muted-foreground">{beat.label}</dt>
                        <dd className="line-clamp-3 break-words">
                          {actValues[beat.name]?.trim() || (
                            <span className="text-muted-foreground italic">Not written yet</span>
                          )}
                        </dd>
                      </div>
                    ))}
                    <div>
                      <dt className="text-xs font-medium text-muted-foreground">Key Scenes</dt>
                      <dd>
                        {scenes.length} {scenes.length === 1 ? "scene" : "scenes"}
                      </dd>
                    </div>
                  </dl>
                  <Button variant="outline" size="sm" onClick={() => onEditAct(act.key)}>
                    <PencilIcon aria-hidden="true" />
                    Edit {act.title}
                  </Button>
                </li>
              );
            })}
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardContent className="grid gap-3 pt-5">
          <FormField
            label="Themes and Motifs"
            hint="Separate them with commas, e.g. redemption, the sea, broken clocks."
          >
            {(control) => <Textarea rows={2} {...control} {...form.register("themesAndMotifs")} />}
          </FormField>
          {themes.length > 0 ? (
            <ul className="flex flex-wrap gap-1.5" aria-label="Themes">
              {themes.map((theme) => (
                <li key={theme}>
                  <Badge variant="outline">{theme}</Badge>
                </li>
              ))}
            </ul>
          ) : null}
        </CardContent>
      </Card>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-end">
        {form.formState.isDirty ? (
          <p className="text-xs text-muted-foreground sm:mr-auto">You have unsaved changes.</p>
        ) : null}
        <Button variant="outline" onClick={onSave} disabled={busy || generating}>
          <SaveIcon aria-hidden="true" />
          Save Outline
        </Button>
        <Button onClick={onContinue} disabled={busy || generating}>
          Continue to Characters
          <ArrowRightIcon aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}

export { StructureTab };
