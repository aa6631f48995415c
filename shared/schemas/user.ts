import * as z from "zod/mini";
import { requiredText } from "./common";

export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]+$/;

export const UsernameSchema = z
  .string({ error: "Username is required" })
  .check(
    z.trim(),
    z.minLength(3, "Username must be at least 3 characters"),
    z.maxLength(32, "Username must be at most 32 characters"),
    z.regex(USERNAME_PATTERN, "Username may only contain letters, digits, '_', '.' and '-'"),
  );

export const PasswordSchema = z
  .string({ error: "Password is required" })
  .check(
    z.minLength(8, "Password must be at least 8 characters"),
    z.maxLength(128, "Password must be at most 128 characters"),
  );

export const LoginSchema = z.object({
  username: requiredText("Username", 32),
  password: requiredText("Password", 128, { trim: false }),
});
export type LoginInput = z.infer<typeof LoginSchema>;

/** A password that holds the username is the first guess of anyone who knows the name. */
export const RegisterSchema = z
  .object({ username: UsernameSchema, password: PasswordSchema })
  .check(
    z.refine(({ username, password }) => !password.toLowerCase().includes(username.toLowerCase()), {
      message: "Password must not contain the username",
      path: ["password"],
    }),
  );
export type RegisterInput = z.infer<typeof RegisterSchema>;

/** The register form adds a confirmation that never leaves the browser. */
export const RegisterFormSchema = z.extend(RegisterSchema, { confirmPassword: z.string() }).check(
  z.refine((form) => form.password === form.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  }),
);
export type RegisterFormInput = z.infer<typeof RegisterFormSchema>;

export const WalletTypeSchema = z.enum(["bitcoin", "solana"], {
  error: "walletType must be 'bitcoin' or 'solana'",
});
export type WalletType = z.infer<typeof WalletTypeSchema>;

/** The current user as the client sees it: never a password or hash. */
export const PublicUserSchema = z.object({
  id: z.number(),
  username: z.nullable(z.string()),
  walletAddress: z.nullable(z.string()),
  walletType: z.nullable(WalletTypeSchema),
  createdAt: z.string(),
  lastLoginAt: z.nullable(z.string()),
});
export type PublicUser = z.infer<typeof PublicUserSchema>;
