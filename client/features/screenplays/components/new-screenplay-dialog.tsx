import { zodResolver } from "@hookform/resolvers/zod";
import * as React from "react";
import { useForm } from "react-hook-form";
import { useLocation } from "wouter";
import { Button } from "#client/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogTrigger } from "#client/components/ui/dialog";
import { DialogHeading } from "#client/components/ui/dialog-heading";
import { useCreateScreenplay } from "#client/entities/screenplays/create-screenplay";
import { CreateScreenplaySchema } from "#shared/schemas/screenplay";
import { NewScreenplayTrigger } from "./new-screenplay-button";
import {
  ScreenplayFormFields,
  type ScreenplayFormValues,
  toScreenplayInput,
} from "./screenplay-form-fields";

const EMPTY: ScreenplayFormValues = { title: "", logline: "", genre: "" };

function NewScreenplayDialog({
  size,
  defaultOpen = false,
}: {
  size?: "default" | "lg";
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = React.useState(defaultOpen);
  const [, navigate] = useLocation();
  const form = useForm<ScreenplayFormValues>({
    // The schema's input type allows null; the form only ever holds strings.
    resolver: zodResolver(CreateScreenplaySchema) as never,
    defaultValues: EMPTY,
  });
  const create = useCreateScreenplay({
    onCreated: (screenplay) => {
      setOpen(false);
      navigate(`/screenplay/${screenplay.id}/idea`);
    },
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) form.reset(EMPTY);
      }}
    >
      <DialogTrigger asChild>
        <NewScreenplayTrigger size={size} />
      </DialogTrigger>
      <DialogContent>
        <DialogHeading
          title="New Screenplay"
          description="Give it a working title. You can change everything later."
        />
        <form
          noValidate
          className="grid gap-4"
          onSubmit={form.handleSubmit((values) => create.mutate(toScreenplayInput(values)))}
        >
          <ScreenplayFormFields register={form.register} errors={form.formState.errors} />
          <DialogFooter className="pt-2">
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? "Creating..." : "Create Screenplay"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export { NewScreenplayDialog };
