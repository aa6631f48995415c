import { zodResolver } from "@hookform/resolvers/zod";
import * as React from "react";
import { useForm } from "react-hook-form";
import { Link } from "wouter";
import { Button } from "#client/components/ui/button";
import { usePatchScreenplay } from "#client/entities/screenplays/patch-screenplay";
import { CreateScreenplaySchema, type Screenplay } from "#shared/schemas/screenplay";
import {
  ScreenplayFormFields,
  type ScreenplayFormValues,
  toScreenplayInput,
} from "./screenplay-form-fields";

function valuesOf(screenplay: Screenplay): ScreenplayFormValues {
  return {
    title: screenplay.title,
    logline: screenplay.logline ?? "",
    genre: screenplay.genre ?? "",
  };
}

const CONFLICT_DESCRIPTION =
  "409: This screenplay was changed somewhere else since you opened it. The latest version is now loaded; review it and save again.";

/** Edits title, genre and logline; saving sends the `updatedAt` last seen. */
function EditScreenplayForm({ screenplay }: { screenplay: Screenplay }) {
  const form = useForm<ScreenplayFormValues>({
    resolver: zodResolver(CreateScreenplaySchema) as never,
    defaultValues: valuesOf(screenplay),
  });
  const update = usePatchScreenplay(screenplay);

  // A 409 loads the latest version: show it in the form so the writer sees what changed.
  const { reset } = form;
  React.useEffect(() => {
    reset(valuesOf(screenplay));
  }, [screenplay, reset]);

  return (
    <form
      noValidate
      className="grid gap-5"
      onSubmit={form.handleSubmit((values) =>
        update.mutate({
          changes: toScreenplayInput(values),
          success: { title: "Screenplay updated", description: "Your changes have been saved." },
          failureTitle: "Failed to update screenplay",
          conflictDescription: CONFLICT_DESCRIPTION,
        }),
      )}
    >
      <ScreenplayFormFields register={form.register} errors={form.formState.errors} />
      <div className="flex flex-wrap justify-end gap-2 pt-2">
        <Button asChild variant="outline">
          <Link href={`/screenplay/${screenplay.id}/${screenplay.currentStep || "idea"}`}>
            Open screenplay
          </Link>
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? "Saving..." : "Save Changes"}
        </Button>
      </div>
    </form>
  );
}

export { EditScreenplayForm };
