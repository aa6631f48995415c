import { Link } from "wouter";
import { Logo } from "#client/components/layout/logo";
import { Button } from "#client/components/ui/button";
import { CreateScreenplayLink } from "./create-screenplay-link";

const ANCHORS = [
  { href: "#features", label: "Features" },
  { href: "#how-it-works", label: "How It Works" },
  { href: "#showcase", label: "Showcase" },
  { href: "#faq", label: "FAQ" },
] as const;

function LandingHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-background/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-6 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Sections" className="hidden items-center gap-1 md:flex">
          {ANCHORS.map((anchor) => (
            <a
              key={anchor.href}
              href={anchor.href}
              className="rounded-md px-3 py-2 text-sm text-muted-foreground transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              {anchor.label}
            </a>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <Button asChild variant="ghost" size="sm" className="hidden sm:inline-flex">
            <Link href="/auth">Sign in</Link>
          </Button>
          <CreateScreenplayLink size="sm" />
        </div>
      </div>
      <nav
        aria-label="Sections (compact)"
        className="flex gap-1 overflow-x-auto border-t border-border px-3 py-1.5 md:hidden"
      >
        {ANCHORS.map((anchor) => (
          <a
            key={anchor.href}
            href={anchor.href}
            className="shrink-0 rounded-md px-3 py-1.5 text-sm text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            {anchor.label}
          </a>
        ))}
      </nav>
    </header>
  );
}

export { LandingHeader };
