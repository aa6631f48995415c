import { ContentTooLargeError } from "../../errors";

/*
 * The prompt budget: no request to a provider may carry more characters (system text, prompt
 * and the answer's JSON schema) than the call's budget (AI_PROMPT_BUDGET_CHARS, else derived from
 * AI_CONTEXT_TOKENS and the answer's length). Instructions and short fields are
 * always sent whole; context that can be long is a Cuttable, shortened from its less relevant
 * end — the start of a previous scene or script, the tail of a cast list — with a visible marker.
 */

/** What is sent: the system text and the user's prompt. */
export type Prompt = { system: string; prompt: string };

/** A labelled section, left out when empty, so the model never sees "Logline: undefined". */
export function section(label: string, body: string | undefined): string {
  return body?.trim() ? `## ${label}\n${body.trim()}` : "";
}

export function joinSections(...sections: (string | undefined)[]): string {
  return sections.filter((s) => s?.trim()).join("\n\n");
}

/** A section that may be shortened to fit; `keep` is the end that matters most. */
export type Cuttable = {
  label: string;
  body: string | undefined;
  keep: "start" | "end";
  /** Cut in ascending rank: the least needed context first. */
  rank: number;
  /**
   * Share of the budget the section keeps in the first round of cuts; it is cut below that
   * only when every section is down to its share and the prompt still does not fit.
   */
  share?: number;
  /** The heading when the body was cut, e.g. to say the script is an excerpt. */
  cutLabel?: string;
};

export type PromptPart = string | Cuttable;

/** What a prompt builder returns: the writer fits it to its budget before sending. */
export type PromptPlan = { system: string; parts: PromptPart[] };

export const EARLIER_OMITTED = "[… earlier text omitted …]";
export const LATER_OMITTED = "[… later text omitted …]";

/** Less than this left of a section is noise: the section is dropped instead. */
const SMALLEST_USEFUL = 200;
/** How far past the cut a line break may be looked for, so the kept text starts on a line. */
const LINE_SEARCH = 500;

export function cuttable(
  label: string,
  body: string | undefined,
  options: Omit<Cuttable, "label" | "body">,
): Cuttable {
  return { label, body: body?.trim(), ...options };
}

/** `text` cut to at most `max` characters including the marker, keeping the `keep` end. */
function shorten(text: string, max: number, keep: "start" | "end"): string {
  const room = max - EARLIER_OMITTED.length - 1;
  if (room < SMALLEST_USEFUL) return "";
  if (keep === "end") {
    let kept = text.slice(text.length - room);
    const lineStart = kept.indexOf("\n");
    if (lineStart >= 0 && lineStart < LINE_SEARCH) kept = kept.slice(lineStart + 1);
    return `${EARLIER_OMITTED}\n${kept}`;
  }
  let kept = text.slice(0, room);
  const lineEnd = kept.lastIndexOf("\n");
  if (lineEnd >= 0 && kept.length - lineEnd < LINE_SEARCH) kept = kept.slice(0, lineEnd);
  return `${kept}\n${LATER_OMITTED}`;
}

/** The prompt with each Cuttable's body as `bodies` has it (a cut one under its cutLabel). */
function render(plan: PromptPlan, bodies: Map<Cuttable, string>): string {
  return joinSections(
    ...plan.parts.map((part) => {
      if (typeof part === "string") return part;
      const body = bodies.get(part) ?? "";
      return section(body === part.body ? part.label : (part.cutLabel ?? part.label), body);
    }),
  );
}

function cuttablesOf(plan: PromptPlan): Cuttable[] {
  return plan.parts.filter((part): part is Cuttable => typeof part !== "string");
}

const uncut = (cuttables: Cuttable[]) => new Map(cuttables.map((part) => [part, part.body ?? ""]));

/** Characters of the plan sent whole, nothing cut. */
export function wholeLength(plan: PromptPlan): number {
  return plan.system.length + render(plan, uncut(cuttablesOf(plan))).length;
}

/**
 * Fits the plan into `budget` characters, less `reserved` for what else the request carries
 * (the answer's schema): cuts each Cuttable in rank order, first down to its share and then,
 * if that is not enough, further; 413 when even the parts that are never cut do not fit,
 * naming the setting the budget came from (`setBy`).
 */
export function fitPrompt(
  plan: PromptPlan,
  budget: number,
  reserved = 0,
  setBy = "AI_PROMPT_BUDGET_CHARS",
): Prompt {
  const cuttables = cuttablesOf(plan).sort((a, b) => a.rank - b.rank);
  const bodies = uncut(cuttables);
  let prompt = render(plan, bodies);
  const over = () => reserved + plan.system.length + prompt.length - budget;
  for (const floor of [(part: Cuttable) => (part.share ?? 0) * budget, () => 0]) {
    for (const part of cuttables) {
      let body = bodies.get(part) ?? "";
      while (over() > 0 && body.length > floor(part)) {
        body = shorten(body, Math.max(floor(part), body.length - over()), part.keep);
        bodies.set(part, body);
        prompt = render(plan, bodies);
      }
    }
  }
  if (over() > 0) {
    throw new ContentTooLargeError(
      `This request does not fit the AI prompt budget of ${budget} characters (${setBy}) even with its context shortened. Shorten the text you entered.`,
    );
  }
  return { system: plan.system, prompt };
}
