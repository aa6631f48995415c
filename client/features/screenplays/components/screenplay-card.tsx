import { ArrowRightIcon, CalendarIcon, PencilIcon } from "lucide-react";
import { Link } from "wouter";
import { Badge } from "#client/components/ui/badge";
import { Button } from "#client/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "#client/components/ui/card";
import { formatDate } from "#client/lib/format-date";
import type { Screenplay } from "#shared/schemas/screenplay";
import { cardStepLabel } from "../step-labels";
import { DeleteScreenplayButton } from "./delete-screenplay-button";

function ScreenplayCard({ screenplay }: { screenplay: Screenplay }) {
  const step = screenplay.currentStep || "idea";
  return (
    <Card className="transition-shadow hover:shadow-md" data-testid="screenplay-card">
      <CardHeader>
        <div className="flex items-start justify-between gap-2">
          <CardTitle level="h2" className="font-serif text-lg break-words">
            {screenplay.title}
          </CardTitle>
          <div className="-mt-1.5 -mr-2 flex shrink-0">
            <Button asChild variant="ghost" size="icon" className="text-muted-foreground">
              <Link href={`/screenplay/${screenplay.id}/edit`} aria-label="Edit screenplay">
                <PencilIcon aria-hidden="true" />
              </Link>
            </Button>
            <DeleteScreenplayButton id={screenplay.id} title={screenplay.title} />
          </div>
        </div>
        <Badge variant={screenplay.genre ? "secondary" : "outline"}>
          {screenplay.genre || "No genre"}
        </Badge>
      </CardHeader>
      <CardContent className="flex-1">
        <p className="line-clamp-3 text-sm text-muted-foreground">
          {screenplay.logline || "No logline yet."}
        </p>
      </CardContent>
      <CardFooter className="flex-wrap justify-between gap-3 border-t border-border pt-4">
        <div className="grid gap-0.5 text-xs text-muted-foreground">
          <span className="font-medium text-foreground">
            {cardStepLabel(screenplay.currentStep)}
          </span>
          <span className="flex items-center gap-1">
            <CalendarIcon className="size-3" aria-hidden="true" />
            <span className="sr-only">Last updated</span>
            {formatDate(screenplay.updatedAt)}
          </span>
        </div>
        <Button asChild size="sm">
          <Link href={`/screenplay/${screenplay.id}/${step}`}>
            Continue
            <ArrowRightIcon aria-hidden="true" />
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

export { ScreenplayCard };
