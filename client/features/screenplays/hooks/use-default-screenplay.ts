import * as React from "react";
import { useLocation } from "wouter";
import { useCreateScreenplay } from "#client/entities/screenplays/create-screenplay";
import type { Screenplay } from "#shared/schemas/screenplay";

export const DEFAULT_SCREENPLAY = {
  title: "My First Screenplay",
  logline:
    "A retired stage actress agrees to coach her estranged daughter for the audition of a lifetime, only to discover the role is based on the family secret she swore to keep buried.",
  genre: "Drama",
} as const;

/**
 * A first-time writer whose list loads empty gets one sample screenplay and lands on its idea
 * page. The ref makes it happen once per page visit, even under StrictMode's
 * doubled effects or if the list is emptied again later.
 */
export function useDefaultScreenplay(screenplays: Screenplay[] | undefined) {
  const [, navigate] = useLocation();
  const attempted = React.useRef(false);
  const create = useCreateScreenplay({
    announce: false,
    onCreated: (screenplay) => navigate(`/screenplay/${screenplay.id}/idea`),
  });
  const { mutate } = create;

  React.useEffect(() => {
    if (attempted.current || screenplays === undefined) return;
    attempted.current = true;
    if (screenplays.length === 0) mutate(DEFAULT_SCREENPLAY);
  }, [screenplays, mutate]);

  return create.isPending;
}
