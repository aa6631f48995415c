import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useLogin } from "#client/entities/session/login";
import { type LoginInput, LoginSchema } from "#shared/schemas/user";
import { AuthForm, PasswordField, UsernameField } from "./auth-form";
import type { OtherSignIn } from "./auth-tabs";

function LoginForm({ otherSignIn }: { otherSignIn: OtherSignIn }) {
  const login = useLogin();
  const form = useForm<LoginInput>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { username: "", password: "" },
  });
  const { errors } = form.formState;

  return (
    <AuthForm
      onSubmit={form.handleSubmit((values) => login.mutate(values))}
      submitLabel="Login"
      pendingLabel="Logging in..."
      isPending={login.isPending}
      otherSignIn={otherSignIn("Or continue with")}
    >
      <UsernameField
        label="Username"
        error={errors.username?.message}
        registration={form.register("username")}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        error={errors.password?.message}
        registration={form.register("password")}
      />
    </AuthForm>
  );
}

export { LoginForm };
