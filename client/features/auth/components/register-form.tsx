import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { type RegisterFormInput, RegisterFormSchema } from "../../../../shared/schemas/user";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { useRegister } from "../../../entities/session/register";
import { useAuthPending } from "../../../entities/session/use-auth-pending";
import type { OtherSignIn } from "./auth-tabs";

function RegisterForm({ otherSignIn }: { otherSignIn: OtherSignIn }) {
  const register = useRegister();
  const pending = useAuthPending();
  const form = useForm<RegisterFormInput>({
    resolver: zodResolver(RegisterFormSchema),
    defaultValues: { username: "", password: "", confirmPassword: "" },
  });
  const { errors } = form.formState;

  return (
    <div className="grid gap-6">
      <form
        noValidate
        className="grid gap-4"
        onSubmit={form.handleSubmit(({ username, password }) =>
          register.mutate({ username, password }),
        )}
      >
        <FormField
          label="Username"
          hint="3–32 letters, digits, '_', '.' or '-'"
          error={errors.username?.message}
        >
          {(control) => (
            <Input autoComplete="username" {...control} {...form.register("username")} />
          )}
        </FormField>
        <FormField label="Password" hint="At least 8 characters" error={errors.password?.message}>
          {(control) => (
            <Input
              type="password"
              autoComplete="new-password"
              {...control}
              {...form.register("password")}
            />
          )}
        </FormField>
        <FormField label="Confirm Password" error={errors.confirmPassword?.message}>
          {(control) => (
            <Input
              type="password"
              autoComplete="new-password"
              {...control}
              {...form.register("confirmPassword")}
            />
          )}
        </FormField>
        <Button type="submit" className="w-full" disabled={pending}>
          {register.isPending ? "Creating Account..." : "Register"}
        </Button>
      </form>
      {otherSignIn("Or register with")}
    </div>
  );
}

export { RegisterForm };
