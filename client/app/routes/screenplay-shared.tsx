import { FileQuestionIcon } from "lucide-react";
import { Link, useParams } from "wouter";
import { Button } from "#client/components/ui/button";

/** The screenplay id of the URL, or 0 when it is not a positive whole number. */
export function useScreenplayId(): number {
  const { id } = useParams<{ id: string }>();
  const parsed = Number(id);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : 0;
}

export function ScreenplayNotFound({ message }: { message?: string }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-6 py-24 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-muted">
        <FileQuestionIcon className="size-6 text-muted-foreground" aria-hidden="true" />
      </span>
      <h1 className="mt-4 text-xl font-semibold">Screenplay not found</h1>
      <p className="mt-2 text-sm text-muted-foreground">
        {message ?? "It may have been deleted, or the link is wrong."}
      </p>
      <Button asChild className="mt-6">
        <Link href="/dashboard">Back to My Screenplays</Link>
      </Button>
    </div>
  );
}
