import { zodResolver } from "@hookform/resolvers/zod";
import type { ReactNode } from "react";
import { type DefaultValues, type Path, useForm } from "react-hook-form";
import type { z } from "zod/mini";
import { Button } from "#client/components/ui/button";
import { FormField } from "#client/components/ui/form-field";
import { Input } from "#client/components/ui/input";
import { useAuthPending } from "#client/entities/session/use-auth-pending";

type AuthValues = Record<string, string>;

/** One text field of a sign-in form, in the order the form shows them. */
export type AuthField<Values extends AuthValues> = {
  name: Path<Values>;
  label: string;
  hint?: string;
  type?: "password";
  /** What the browser's password manager does: fill in a saved password, or suggest a new one. */
  autoComplete: "username" | "current-password" | "new-password";
};

type AuthFormProps<Values extends AuthValues> = {
  schema: z.ZodMiniType<Values, Values>;
  fields: AuthField<Values>[];
  /** Called with the values once the schema accepts them. */
  onValid: (values: Values) => void;
  /** The button's label, and what it says while this form's request runs. */
  submitLabel: string;
  pendingLabel: string;
  isPending: boolean;
  /** The other ways to sign in, under the form. */
  otherSignIn: ReactNode;
};

/**
 * The login and register forms: their fields, checked by the schema as the server checks them,
 * a full-width submit button that stays disabled while any sign-in is under way, then the
 * other ways to sign in.
 */
function AuthForm<Values extends AuthValues>({
  schema,
  fields,
  onValid,
  submitLabel,
  pendingLabel,
  isPending,
  otherSignIn,
}: AuthFormProps<Values>) {
  const pending = useAuthPending();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    // Every field starts empty (Object.fromEntries cannot tell its keys are the schema's).
    defaultValues: Object.fromEntries(
      fields.map(({ name }) => [name, ""]),
    ) as DefaultValues<Values>,
  });
  return (
    <div className="grid gap-6">
      <form noValidate className="grid gap-4" onSubmit={form.handleSubmit(onValid)}>
        {fields.map(({ name, type, autoComplete, ...field }) => (
          <FormField
            key={name}
            {...field}
            error={form.getFieldState(name, form.formState).error?.message}
          >
            {(control) => (
              <Input
                type={type}
                autoComplete={autoComplete}
                {...control}
                {...form.register(name)}
              />
            )}
          </FormField>
        ))}
        <Button type="submit" className="w-full" disabled={pending}>
          {isPending ? pendingLabel : submitLabel}
        </Button>
      </form>
      {otherSignIn}
    </div>
  );
}

export { AuthForm };
