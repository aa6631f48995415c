import { useRegister } from "#client/entities/session/register";
import { type RegisterFormInput, RegisterFormSchema } from "#shared/schemas/user";
import { type AuthField, AuthForm } from "./auth-form";
import type { OtherSignIn } from "./auth-tabs";

const REGISTER_FIELDS: AuthField<RegisterFormInput>[] = [
  {
    name: "username",
    label: "Username",
    hint: "3–32 letters, digits, '_', '.' or '-'",
    autoComplete: "username",
  },
  {
    name: "password",
    label: "Password",
    hint: "At least 8 characters",
    type: "password",
    autoComplete: "new-password",
  },
  {
    name: "confirmPassword",
    label: "Confirm Password",
    type: "password",
    autoComplete: "new-password",
  },
];

function RegisterForm({ otherSignIn }: { otherSignIn: OtherSignIn }) {
  const register = useRegister();
  return (
    <AuthForm
      schema={RegisterFormSchema}
      fields={REGISTER_FIELDS}
      onValid={({ username, password }) => register.mutate({ username, password })}
      submitLabel="Register"
      pendingLabel="Creating Account..."
      isPending={register.isPending}
      otherSignIn={otherSignIn("Or register with")}
    />
  );
}

export { RegisterForm };
