import { FilmIcon } from "lucide-react";
import { EmptyState, LoadError } from "#client/components/status-blocks";
import { Card, CardContent, CardFooter, CardHeader } from "#client/components/ui/card";
import { Skeleton } from "#client/components/ui/skeleton";
import { Spinner } from "#client/components/ui/spinner";
import { useScreenplays } from "#client/entities/screenplays/get-screenplays";
import { useDefaultScreenplay } from "../hooks/use-default-screenplay";
import { NewScreenplayButton } from "./new-screenplay-button";
import { ScreenplayCard } from "./screenplay-card";

const gridClasses = "grid gap-5 sm:grid-cols-2 xl:grid-cols-3";

function ScreenplayList() {
  const { data, isPending, isError, error, refetch } = useScreenplays();
  const creatingDefault = useDefaultScreenplay(data);

  if (isPending) {
    return (
      <div className={gridClasses} role="status" aria-label="Loading screenplays">
        {[0, 1, 2].map((i) => (
          <SkeletonCard key={i} />
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <LoadError title="Your screenplays could not be loaded." error={error} onRetry={refetch} />
    );
  }
  if (creatingDefault) {
    return <Spinner label="Setting up your first screenplay" />;
  }
  if (data.length === 0) {
    return (
      <EmptyState
        icon={FilmIcon}
        title="No screenplays yet"
        action={
          <div className="mt-6">
            <NewScreenplayButton />
          </div>
        }
      >
        Every film started as a blank page. Start one and we will guide you from the first idea to a
        formatted final draft.
      </EmptyState>
    );
  }
  return (
    <ul className={gridClasses} aria-label="Screenplays">
      {data.map((screenplay) => (
        <li key={screenplay.id} className="grid">
          <ScreenplayCard screenplay={screenplay} />
        </li>
      ))}
    </ul>
  );
}

function SkeletonCard() {
  return (
    <Card data-testid="screenplay-skeleton">
      <CardHeader>
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-4 w-16 rounded-full" />
      </CardHeader>
      <CardContent className="grid gap-2">
        <Skeleton className="h-3.5 w-full" />
        <Skeleton className="h-3.5 w-5/6" />
        <Skeleton className="h-3.5 w-1/2" />
      </CardContent>
      <CardFooter className="justify-between border-t border-border pt-4">
        <Skeleton className="h-8 w-24" />
        <Skeleton className="h-8 w-24" />
      </CardFooter>
    </Card>
  );
}

export { ScreenplayList };
