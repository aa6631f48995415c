import type * as React from "react";
import { Redirect, useLocation, useSearch } from "wouter";
import { QueryProvider } from "#client/app/query-provider";
import { AppHeader } from "#client/components/layout/app-header";
import { useUser } from "#client/entities/session/get-user";
import { useLogout } from "#client/entities/session/logout";

/**
 * The chrome of every signed-in screen. A signed-out visitor goes to /auth?next=<this path>
 * and comes back here after signing in.
 */
function ProtectedLayout({ children }: { children: React.ReactNode }) {
  return (
    <QueryProvider>
      <SignedInChrome>{children}</SignedInChrome>
    </QueryProvider>
  );
}

/**
 * The screen renders at once, while the user is still loading, so its heading and loading
 * states show without waiting for that request (its own requests run beside it). A 401 from any
 * of them means nobody is signed in, and the visitor is sent to sign in.
 */
function SignedInChrome({ children }: { children: React.ReactNode }) {
  const { data: user, isPending, isError, error } = useUser();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const logout = useLogout({ onLoggedOut: () => navigate("/auth", { replace: true }) });

  if (isError) {
    return (
      <main className="flex min-h-dvh items-center justify-center p-6 text-center">
        <div>
          <h1 className="text-lg font-semibold">We could not reach the server.</h1>
          <p className="mt-1 text-sm text-muted-foreground">{error.message}</p>
        </div>
      </main>
    );
  }
  if (!isPending && !user) {
    const next = `${location}${search ? `?${search}` : ""}`;
    return <Redirect to={`/auth?next=${encodeURIComponent(next)}`} replace />;
  }

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-surface focus:px-3 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <AppHeader
        user={user ?? undefined}
        onLogout={() => logout.mutate()}
        isLoggingOut={logout.isPending}
      />
      <main id="main" className="flex-1">
        {children}
      </main>
    </div>
  );
}

export { ProtectedLayout };
