import { ArrowLeftIcon } from "lucide-react";
import { Link } from "wouter";
import { ProtectedLayout } from "#client/app/layouts/protected-layout";
import { Card, CardContent, CardDescription, CardHeader } from "#client/components/ui/card";
import { Spinner } from "#client/components/ui/spinner";
import { useScreenplay } from "#client/entities/screenplays/get-screenplay";
import { TitlePageEditor } from "#client/features/final/title-page/title-page-editor";
import { EditScreenplayForm } from "#client/features/screenplays/components/edit-screenplay-form";
import { useDocumentTitle } from "#client/lib/use-document-title";
import { ScreenplayNotFound, useScreenplayId } from "./screenplay-shared";

export default function ScreenplayEditRoute() {
  useDocumentTitle("Edit screenplay");
  return (
    <ProtectedLayout>
      <EditScreen />
    </ProtectedLayout>
  );
}

function EditScreen() {
  const id = useScreenplayId();
  const { data: screenplay, isPending, error } = useScreenplay(id);
  if (!id || (error && "status" in error && error.status === 404)) return <ScreenplayNotFound />;
  if (isPending) return <Spinner className="py-24" />;
  if (!screenplay) return <ScreenplayNotFound message={error?.message} />;

  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <Link
        href="/dashboard"
        className="flex w-fit items-center gap-1.5 rounded-md text-sm text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        My Screenplays
      </Link>
      <Card>
        <CardHeader>
          <h1 className="font-serif text-2xl font-semibold tracking-tight">Edit Screenplay</h1>
          <CardDescription>
            Update the title, genre and logline of “{screenplay.title}”.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <EditScreenplayForm screenplay={screenplay} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <h2 className="font-serif text-xl font-semibold tracking-tight">Title Page</h2>
          <CardDescription>
            What the first page of every export prints: title, credit, author, source, draft date,
            contact, copyright, notes or any other entry.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {/* Keyed by the stored title page: a save or a reload shows it, other saves keep edits. */}
          <TitlePageEditor key={JSON.stringify(screenplay.titlePage)} screenplay={screenplay} />
        </CardContent>
      </Card>
    </div>
  );
}
