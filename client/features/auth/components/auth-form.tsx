import type { FormEventHandler, ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Button } from "#client/components/ui/button";
import { FormField } from "#client/components/ui/form-field";
import { Input } from "#client/components/ui/input";
import { useAuthPending } from "#client/entities/session/use-auth-pending";

type AuthFormProps = {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The button's label, and what it says while this form's request runs. */
  submitLabel: string;
  pendingLabel: string;
  isPending: boolean;
  /** The other ways to sign in, under the form. */
  otherSignIn: ReactNode;
  children: ReactNode;
};

/**
 * The frame the login and register forms share: their fields, a full-width submit button that
 * stays disabled while any sign-in is under way, then the other ways to sign in.
 */
function AuthForm({
  onSubmit,
  submitLabel,
  pendingLabel,
  isPending,
  otherSignIn,
  children,
}: AuthFormProps) {
  const pending = useAuthPending();
  return (
    <div className="grid gap-6">
      <form noValidate className="grid gap-4" onSubmit={onSubmit}>
        {children}
        <Button type="submit" className="w-full" disabled={pending}>
          {isPending ? pendingLabel : submitLabel}
        </Button>
      </form>
      {otherSignIn}
    </div>
  );
}

type AuthFieldProps = {
  label: string;
  hint?: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
};

function UsernameField({ registration, ...field }: AuthFieldProps) {
  return (
    <FormField {...field}>
      {(control) => <Input autoComplete="username" {...control} {...registration} />}
    </FormField>
  );
}

/** `autoComplete` tells the browser's password manager whether to fill in or to suggest. */
function PasswordField({
  registration,
  autoComplete,
  ...field
}: AuthFieldProps & { autoComplete: "current-password" | "new-password" }) {
  return (
    <FormField {...field}>
      {(control) => (
        <Input type="password" autoComplete={autoComplete} {...control} {...registration} />
      )}
    </FormField>
  );
}

export { AuthForm, PasswordField, UsernameField };
