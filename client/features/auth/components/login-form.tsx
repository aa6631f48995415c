import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { type LoginInput, LoginSchema } from "../../../../shared/schemas/user";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { useLogin } from "../../../entities/session/login";
import { useAuthPending } from "../../../entities/session/use-auth-pending";
import type { OtherSignIn } from "./auth-tabs";

function LoginForm({ otherSignIn }: { otherSignIn: OtherSignIn }) {
  const login = useLogin();
  const pending = useAuthPending();
  const form = useForm<LoginInput>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { username: "", password: "" },
  });
  const { errors } = form.formState;

  return (
    <div className="grid gap-6">
      <form
        noValidate
        className="grid gap-4"
        onSubmit={form.handleSubmit((values) => login.mutate(values))}
      >
        <FormField label="Username" error={errors.username?.message}>
          {(control) => (
            <Input autoComplete="username" {...control} {...form.register("username")} />
          )}
        </FormField>
        <FormField label="Password" error={errors.password?.message}>
          {(control) => (
            <Input
              type="password"
              autoComplete="current-password"
              {...control}
              {...form.register("password")}
            />
          )}
        </FormField>
        <Button type="submit" className="w-full" disabled={pending}>
          {login.isPending ? "Logging in..." : "Login"}
        </Button>
      </form>
      {otherSignIn("Or continue with")}
    </div>
  );
}

export { LoginForm };
