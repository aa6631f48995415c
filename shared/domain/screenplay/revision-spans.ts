// Kept apart from revisions.ts, which holds the comparison and its diff library: the layout
// (flow.ts), which the browser bundles too, needs only this.

/** A stretch of an element's printed text (plain offsets, both ends included) that changed. */
export interface Span {
  from: number;
  to: number;
}

/** Whether a printed line holding plain offsets from..to shows any of the changed spans. */
export function touches(spans: Span[] | undefined, from: number, to: number): boolean {
  return !!spans?.some((span) => span.from <= to && from <= span.to);
}
