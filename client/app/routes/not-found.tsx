import { Link } from "wouter";
import { Button } from "#client/components/ui/button";
import { useDocumentTitle } from "#client/lib/use-document-title";

export default function NotFoundRoute() {
  useDocumentTitle("Page not found");
  return (
    <main className="flex min-h-dvh items-center justify-center bg-background px-6">
      <div className="w-full max-w-md rounded-xl border border-border bg-surface p-8 text-center shadow-sm">
        <p className="font-script text-sm text-muted-foreground">FADE OUT.</p>
        <h1 className="mt-3 text-2xl font-semibold">404 Page Not Found</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          Did you forget to add the page to the router?
        </p>
        <Button asChild className="mt-6">
          <Link href="/">Back to home</Link>
        </Button>
      </div>
    </main>
  );
}
