/*
 * The JSON object in a model's answer, wherever the model put it: alone, in a ```json fence, or
 * between sentences ("Here is your logline: {…} Hope it helps"). Every candidate is found by
 * one scan and checked by one parse, so the time is linear in the answer's length.
 */

/** The first balanced {…} from `start`, skipping braces inside strings; undefined if it never closes. */
function balancedObject(text: string, start: number): string | undefined {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === "{") depth++;
    else if (c === "}" && --depth === 0) return text.slice(start, i + 1);
  }
  return undefined;
}

function fenced(text: string): string | undefined {
  const open = text.indexOf("```");
  if (open < 0) return undefined;
  const bodyStart = text.indexOf("\n", open);
  const close = bodyStart < 0 ? -1 : text.indexOf("```", bodyStart);
  return close < 0 ? undefined : text.slice(bodyStart + 1, close);
}

function parses(candidate: string | undefined): candidate is string {
  if (candidate === undefined) return false;
  try {
    JSON.parse(candidate);
    return true;
  } catch {
    return false;
  }
}

/**
 * The answer's JSON text: the whole answer if it parses, else a fence's body, else the first
 * balanced object, else from the first "{" to the last "}". An answer with none of these is
 * returned as it is, so the caller reports it as invalid.
 */
export function extractJson(text: string): string {
  const trimmed = text.trim();
  const first = trimmed.indexOf("{");
  const candidates = [
    () => trimmed,
    () => fenced(trimmed)?.trim(),
    () => (first < 0 ? undefined : balancedObject(trimmed, first)),
    () => (first < 0 ? undefined : trimmed.slice(first, trimmed.lastIndexOf("}") + 1)),
  ];
  for (const candidate of candidates) {
    const json = candidate();
    if (parses(json)) return json;
  }
  return text;
}
