import { ArrowLeftIcon, ArrowRightIcon, SaveIcon } from "lucide-react";
import type { Path, UseFormRegister } from "react-hook-form";
import { Button } from "#client/components/ui/button";
import { Card, CardContent } from "#client/components/ui/card";
import { CardHeading } from "#client/components/ui/card-heading";
import { FormField } from "#client/components/ui/form-field";
import { Textarea } from "#client/components/ui/input";
import { ACTS, type ActKey, type OutlineFormValues } from "../outline-form";

type Nav = { label: string; onClick: () => void };

/** One act's beats and key scenes, with Save and the way back and forward. */
function ActTab({
  act,
  register,
  back,
  next,
  onSave,
  busy,
}: {
  act: ActKey;
  register: UseFormRegister<OutlineFormValues>;
  back: Nav;
  next: Nav;
  onSave: () => void;
  busy: boolean;
}) {
  const definition = ACTS.find((a) => a.key === act) ?? ACTS[0];
  if (!definition) return null;
  return (
    <Card>
      <CardHeading
        title={
          <>
            {definition.title}: {definition.role}{" "}
            <span className="font-normal text-muted-foreground">({definition.percent}%)</span>
          </>
        }
        description={definition.summary}
      />
      <CardContent className="grid gap-4">
        {definition.beats.map((beat) => (
          <FormField key={beat.name} label={beat.label} hint={beat.hint}>
            {(control) => (
              <Textarea
                rows={3}
                {...control}
                {...register(`${act}.${beat.name}` as Path<OutlineFormValues>)}
              />
            )}
          </FormField>
        ))}
        <FormField label="Key Scenes" hint="One scene per line; empty lines are ignored.">
          {(control) => (
            <Textarea
              rows={5}
              placeholder={"The storm knocks out the lamp\nA stranger washes ashore"}
              {...control}
              {...register(`${act}.keyScenes` as Path<OutlineFormValues>)}
            />
          )}
        </FormField>
        <div className="flex flex-col gap-2 border-t border-border pt-4 sm:flex-row sm:items-center">
          <Button variant="outline" onClick={back.onClick}>
            <ArrowLeftIcon aria-hidden="true" />
            {back.label}
          </Button>
          <Button variant="outline" onClick={onSave} disabled={busy} className="sm:ml-auto">
            <SaveIcon aria-hidden="true" />
            Save Outline
          </Button>
          <Button onClick={next.onClick} disabled={busy}>
            {next.label}
            <ArrowRightIcon aria-hidden="true" />
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

export { ActTab };
