import * as React from "react";
import { Redirect, useSearch } from "wouter";
import { QueryProvider } from "#client/app/query-provider";
import { Logo } from "#client/components/layout/logo";
import { Spinner } from "#client/components/ui/spinner";
import { useUser } from "#client/entities/session/get-user";
import { AuthMarketing } from "#client/features/auth/components/auth-marketing";
import { AuthTabs } from "#client/features/auth/components/auth-tabs";
import { safeNextPath } from "#client/features/auth/hooks/safe-next-path";
import { WalletButtons } from "#client/features/wallet/components/wallet-buttons";
import { rememberSignIn } from "#client/lib/remembered-sign-in";
import { useDocumentTitle } from "#client/lib/use-document-title";

export default function AuthRoute() {
  useDocumentTitle("Sign in");
  return (
    <QueryProvider>
      <AuthScreen />
    </QueryProvider>
  );
}

function AuthScreen() {
  const { data: user, isPending } = useUser();
  const search = useSearch();
  // Whichever way the visitor signed in (password, wallet), this browser now knows them.
  React.useEffect(() => {
    if (user) rememberSignIn();
  }, [user]);

  if (isPending) return <Spinner className="min-h-dvh items-center" />;
  // Signed in (already, or just now): go where the visitor was headed.
  if (user) return <Redirect to={safeNextPath(search)} replace />;

  return (
    <div className="grid min-h-dvh lg:grid-cols-2">
      <main className="flex flex-col px-6 py-8 sm:px-12">
        <Logo />
        <div className="mx-auto flex w-full max-w-sm flex-1 flex-col justify-center gap-6 py-10">
          <div className="grid gap-1.5">
            <h1 className="font-serif text-3xl font-semibold tracking-tight">Welcome</h1>
            <p className="text-sm text-muted-foreground">
              Sign in to continue your screenplay, or create an account to start one.
            </p>
          </div>
          <AuthTabs otherSignIn={(caption) => <WalletButtons caption={caption} />} />
        </div>
      </main>
      <AuthMarketing />
    </div>
  );
}
