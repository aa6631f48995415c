import { FilmIcon } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { Spinner } from "../../../components/ui/spinner";
import { useScreenplays } from "../../../entities/screenplays/get-screenplays";
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
      <div className="rounded-xl border border-dashed border-destructive/40 p-10 text-center">
        <p className="font-medium">Your screenplays could not be loaded.</p>
        <p className="mt-1 text-sm text-muted-foreground">{error.message}</p>
        <Button variant="outline" className="mt-4" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (creatingDefault) {
    return <Spinner label="Setting up your first screenplay" />;
  }
  if (data.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-xl border border-dashed border-border bg-surface px-6 py-14 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-accent-soft">
          <FilmIcon className="size-6 text-primary" aria-hidden="true" />
        </span>
        <h2 className="mt-4 text-lg font-semibold">No screenplays yet</h2>
        <p className="mt-1 max-w-sm text-sm text-muted-foreground">
          Every film started as a blank page. Start one and we will guide you from the first idea to
          a formatted final draft.
        </p>
        <div className="mt-6">
          <NewScreenplayButton />
        </div>
      </div>
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
