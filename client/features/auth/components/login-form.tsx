import { useLogin } from "#client/entities/session/login";
import { type LoginInput, LoginSchema } from "#shared/schemas/user";
import { type AuthField, AuthForm } from "./auth-form";
import type { OtherSignIn } from "./auth-tabs";

const LOGIN_FIELDS: AuthField<LoginInput>[] = [
  { name: "username", label: "Username", autoComplete: "username" },
  { name: "password", label: "Password", type: "password", autoComplete: "current-password" },
];

function LoginForm({ otherSignIn }: { otherSignIn: OtherSignIn }) {
  const login = useLogin();
  return (
    <AuthForm
      schema={LoginSchema}
      fields={LOGIN_FIELDS}
      onValid={(values) => login.mutate(values)}
      submitLabel="Login"
      pendingLabel="Logging in..."
      isPending={login.isPending}
      otherSignIn={otherSignIn("Or continue with")}
    />
  );
}

export { LoginForm };
