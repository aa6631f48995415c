import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { FormField } from "#client/components/ui/form-field";
import { Input, Textarea } from "#client/components/ui/input";
import { GENRE_MAX, LOGLINE_MAX, TITLE_MAX } from "#shared/schemas/screenplay";

export type ScreenplayFormValues = { title: string; logline: string; genre: string };

/** Title, Genre and Logline, shared by the new-screenplay dialog and the edit page. */
function ScreenplayFormFields({
  register,
  errors,
}: {
  register: UseFormRegister<ScreenplayFormValues>;
  errors: FieldErrors<ScreenplayFormValues>;
}) {
  return (
    <>
      <FormField label="Title" error={errors.title?.message}>
        {(control) => (
          <Input
            placeholder="e.g. The Last Lighthouse"
            maxLength={TITLE_MAX}
            {...control}
            {...register("title")}
          />
        )}
      </FormField>
      <FormField label="Logline" hint="One or two sentences" error={errors.logline?.message}>
        {(control) => (
          <Textarea
            rows={3}
            placeholder="When a … must … before …"
            maxLength={LOGLINE_MAX}
            {...control}
            {...register("logline")}
          />
        )}
      </FormField>
      <FormField label="Genre" error={errors.genre?.message}>
        {(control) => (
          <Input
            placeholder="e.g. Drama, Thriller, Comedy"
            maxLength={GENRE_MAX}
            {...control}
            {...register("genre")}
          />
        )}
      </FormField>
    </>
  );
}

/** Empty optional fields are sent as null so the server stores "no logline" / "no genre". */
export function toScreenplayInput(values: ScreenplayFormValues) {
  return {
    title: values.title.trim(),
    logline: values.logline.trim() || null,
    genre: values.genre.trim() || null,
  };
}

export { ScreenplayFormFields };
