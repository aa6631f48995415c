import { quotesQueryOptions } from "../../entities/quotes/get-quotes";
import { screenplaysQueryOptions } from "../../entities/screenplays/get-screenplays";
import { userQueryOptions } from "../../entities/session/get-user";
import { ImportScreenplayButton } from "../../features/import/components/import-screenplay-button";
import { QuotePanel } from "../../features/quotes/components/quote-panel";
import { NewScreenplayButton } from "../../features/screenplays/components/new-screenplay-button";
import { ScreenplayList } from "../../features/screenplays/components/screenplay-list";
import { useDocumentTitle } from "../../lib/use-document-title";
import { ProtectedLayout } from "../layouts/protected-layout";
import { prefetch } from "../query-provider";

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
