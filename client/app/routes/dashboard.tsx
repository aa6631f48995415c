import { ProtectedLayout } from "#client/app/layouts/protected-layout";
import { prefetch } from "#client/app/query-provider";
import { quotesQueryOptions } from "#client/entities/quotes/get-quotes";
import { screenplaysQueryOptions } from "#client/entities/screenplays/get-screenplays";
import { userQueryOptions } from "#client/entities/session/get-user";
import { ImportScreenplayButton } from "#client/features/import/components/import-screenplay-button";
import { QuotePanel } from "#client/features/quotes/components/quote-panel";
import { NewScreenplayButton } from "#client/features/screenplays/components/new-screenplay-button";
import { ScreenplayList } from "#client/features/screenplays/components/screenplay-list";
import { useDocumentTitle } from "#client/lib/use-document-title";

/**
 * Asks for everything the dashboard shows together, as soon as its code is there, rather than
 * the list only once the user has come back (the page has preloaded these answers: see
 * server/plugins/client-routes.ts).
 */
export function loader() {
  prefetch(userQueryOptions);
  prefetch(screenplaysQueryOptions);
  prefetch(quotesQueryOptions);
}

export default function DashboardRoute() {
  useDocumentTitle("My Screenplays");
  return (
    <ProtectedLayout>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-8 sm:px-6 sm:py-10">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="font-serif text-3xl font-semibold tracking-tight">My Screenplays</h1>
            <p className="mt-1 text-sm text-muted-foreground">
              Pick up where you left off, or start something new.
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <ImportScreenplayButton />
            <NewScreenplayButton />
          </div>
        </div>
        <ScreenplayList />
        <QuotePanel />
      </div>
    </ProtectedLayout>
  );
}
