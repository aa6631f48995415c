import { Link } from "wouter";
import { cn } from "#client/lib/cn";

/** The wordmark; links home. */
function Logo({ className }: { className?: string }) {
  return (
    <Link
      href="/"
      className={cn(
        "flex items-center gap-2 rounded-md font-semibold tracking-tight focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
        className,
      )}
    >
      <svg viewBox="0 0 32 32" className="size-7" aria-hidden="true">
        <rect width="32" height="32" rx="7" className="fill-primary" />
        <path d="M10 8h8l5 5v11H10z" fill="white" />
        <path d="M13 16h7M13 19h7M13 13h3" className="stroke-primary" strokeWidth="1.5" />
      </svg>
      <span className="text-lg">Scriptwright</span>
    </Link>
  );
}

export { Logo };
