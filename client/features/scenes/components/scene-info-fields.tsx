import { Controller, type UseFormReturn } from "react-hook-form";
import { Checkbox } from "#client/components/ui/checkbox";
import { FormField } from "#client/components/ui/form-field";
import { Input, Textarea } from "#client/components/ui/input";
import { Label } from "#client/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "#client/components/ui/select";
import type { SceneFormValues } from "#client/entities/scenes/scene-form-model";
import type { Character } from "#shared/schemas/character";
import { ACTS, TIMES_OF_DAY } from "#shared/schemas/scene";

/** A labelled select over a fixed list of options (act, time of day). */
function OptionField({
  form,
  name,
  label,
  options,
  className,
}: {
  form: UseFormReturn<SceneFormValues>;
  name: "act" | "timeOfDay";
  label: string;
  options: readonly string[];
  className?: string;
}) {
  return (
    <FormField label={label} className={className}>
      {(control) => (
        <Controller
          control={form.control}
          name={name}
          render={({ field }) => (
            <Select value={field.value} onValueChange={field.onChange}>
              <SelectTrigger {...control} onBlur={field.onBlur} ref={field.ref}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {options.map((option) => (
                  <SelectItem key={option} value={option}>
                    {option}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      )}
    </FormField>
  );
}

/** The 'Scene Information' tab: number, act, heading, time of day, beat and the characters in it. */
function SceneInfoFields({
  form,
  characters,
  charactersLoading,
}: {
  form: UseFormReturn<SceneFormValues>;
  characters: Character[];
  charactersLoading: boolean;
}) {
  const { errors } = form.formState;
  return (
    <div className="grid gap-4">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField label="Scene Number" error={errors.sceneNumber?.message}>
          {(control) => (
            <Input
              {...control}
              type="number"
              min={1}
              step={1}
              inputMode="numeric"
              {...form.register("sceneNumber", { valueAsNumber: true })}
            />
          )}
        </FormField>
        <OptionField form={form} name="act" label="Act" options={ACTS} />
      </div>
      <FormField
        label="Scene Heading"
        hint="INT/EXT. LOCATION - TIME OF DAY"
        error={errors.heading?.message}
      >
        {(control) => (
          <Input
            {...control}
            placeholder="INT. COFFEE SHOP - DAY"
            autoComplete="off"
            className="font-script uppercase placeholder:normal-case"
            {...form.register("heading")}
          />
        )}
      </FormField>
      <OptionField
        form={form}
        name="timeOfDay"
        label="Time of Day"
        options={TIMES_OF_DAY}
        className="sm:max-w-[calc(50%-0.5rem)]"
      />
      <FormField
        label="What happens in this scene"
        hint="The beat: what changes here, in a sentence or two. The AI writes the scene from it."
        error={errors.beat?.message}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            placeholder="Nora finds the letter and hides it from her brother."
            {...form.register("beat")}
          />
        )}
      </FormField>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Characters in this scene</legend>
        {charactersLoading ? (
          <p className="text-sm text-muted-foreground">Loading characters…</p>
        ) : characters.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border p-3 text-sm text-muted-foreground">
            No characters created yet. Create characters in the Character Workshop.
          </p>
        ) : (
          <Controller
            control={form.control}
            name="characters"
            render={({ field }) => (
              <ul className="grid gap-2 rounded-lg border border-border p-3 sm:grid-cols-2">
                {characters.map((character) => {
                  const id = String(character.id);
                  const checked = field.value.includes(id);
                  return (
                    <li key={character.id} className="flex items-center gap-2">
                      <Checkbox
                        id={`scene-character-${id}`}
                        checked={checked}
                        onCheckedChange={(next) =>
                          field.onChange(
                            next
                              ? [...field.value, id]
                              : field.value.filter((value) => value !== id),
                          )
                        }
                      />
                      <Label htmlFor={`scene-character-${id}`} className="font-normal">
                        {character.name}
                        {character.role ? (
                          <span className="ml-1 text-muted-foreground">({character.role})</span>
                        ) : null}
                      </Label>
                    </li>
                  );
                })}
              </ul>
            )}
          />
        )}
      </fieldset>
    </div>
  );
}

export { SceneInfoFields };
