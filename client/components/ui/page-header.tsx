import type * as React from "react";
import { cn } from "#client/lib/cn";

/** A screen's heading row: its one `<h1>`, a short description, and optional actions. */
function PageHeader({
  title,
  description,
  actions,
  className,
  children,
}: {
  title: string;
  description: React.ReactNode;
  actions?: React.ReactNode;
  className?: string;
  children?: React.ReactNode;
}) {
  return (
    <header className={cn("flex flex-wrap items-start justify-between gap-x-6 gap-y-3", className)}>
      <div className="grid max-w-2xl min-w-0 gap-1.5">
        <h1
          id="step-title"
          className="font-serif text-2xl font-semibold tracking-tight sm:text-3xl"
        >
          {title}
        </h1>
        <p className="text-sm text-muted-foreground">{description}</p>
        {children}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </header>
  );
}

type PageHeaderProps = React.ComponentProps<typeof PageHeader>;

/**
 * A workflow step's screen: a section named by the step's heading, the header, then the step's
 * content. `ref` reaches the section (the outline scrolls it into view).
 */
function StepScreen({
  children,
  ref,
  ...header
}: Omit<PageHeaderProps, "children" | "className"> & {
  children: React.ReactNode;
  ref?: React.Ref<HTMLElement>;
}) {
  return (
    <section ref={ref} aria-labelledby="step-title" className="grid gap-6">
      <PageHeader {...header} />
      {children}
    </section>
  );
}

export { PageHeader, StepScreen };
