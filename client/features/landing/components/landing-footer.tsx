function LandingFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-border bg-surface">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:px-6">
        <p>© {year} Scriptwright. All rights reserved.</p>
        <p className="font-medium text-foreground">Beta Preview - Coming Summer 2025</p>
      </div>
    </footer>
  );
}

export { LandingFooter };
