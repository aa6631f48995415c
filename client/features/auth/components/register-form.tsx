import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useRegister } from "#client/entities/session/register";
import { type RegisterFormInput, RegisterFormSchema } from "#shared/schemas/user";
import { AuthForm, PasswordField, UsernameField } from "./auth-form";
import type { OtherSignIn } from "./auth-tabs";

function RegisterForm({ otherSignIn }: { otherSignIn: OtherSignIn }) {
  const register = useRegister();
  const form = useForm<RegisterFormInput>({
    resolver: zodResolver(RegisterFormSchema),
    defaultValues: { username: "", password: "", confirmPassword: "" },
  });
  const { errors } = form.formState;

  return (
    <AuthForm
      onSubmit={form.handleSubmit(({ username, password }) =>
        register.mutate({ username, password }),
      )}
      submitLabel="Register"
      pendingLabel="Creating Account..."
      isPending={register.isPending}
      otherSignIn={otherSignIn("Or register with")}
    >
      <UsernameField
        label="Username"
        hint="3–32 letters, digits, '_', '.' or '-'"
        error={errors.username?.message}
        registration={form.register("username")}
      />
      <PasswordField
        label="Password"
        hint="At least 8 characters"
        autoComplete="new-password"
        error={errors.password?.message}
        registration={form.register("password")}
      />
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        registration={form.register("confirmPassword")}
      />
    </AuthForm>
  );
}

export { RegisterForm };
