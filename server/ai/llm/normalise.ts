/*
 * Leniency where it is safe, before an answer is validated: a model that rates 11 out of 10 or
 * pitches four ideas when three were asked for has still answered. Numbers are clamped to the
 * schema's minimum and maximum (and rounded where it wants integers) and lists cut to its
 * maximum length. Nothing is invented: a list shorter than its minimum, a missing field or a
 * wrong type is left for validation to reject, and the call is retried.
 */

/** The parts of a JSON schema (draft 7, as zod writes it) the normalisation reads. */
export type JsonSchemaNode = {
  type?: string | string[];
  properties?: Record<string, JsonSchemaNode>;
  items?: JsonSchemaNode;
  anyOf?: JsonSchemaNode[];
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  description?: string;
  [key: string]: unknown;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function clampNumber(value: number, node: JsonSchemaNode): number {
  const whole = node.type === "integer" ? Math.round(value) : value;
  const low = node.minimum ?? Number.NEGATIVE_INFINITY;
  const high = node.maximum ?? Number.POSITIVE_INFINITY;
  return Math.min(high, Math.max(low, whole));
}

/** `value` with the schema's safe corrections applied; the input is not changed. */
export function normalise(value: unknown, node: JsonSchemaNode | undefined): unknown {
  if (!node) return value;
  if (node.anyOf) return node.anyOf.reduce((v, branch) => normalise(v, branch), value);
  if (typeof value === "number" && (node.type === "number" || node.type === "integer")) {
    return clampNumber(value, node);
  }
  if (Array.isArray(value) && node.type === "array") {
    const kept = node.maxItems === undefined ? value : value.slice(0, node.maxItems);
    return kept.map((item) => normalise(item, node.items));
  }
  if (isRecord(value) && node.type === "object" && node.properties) {
    const properties = node.properties;
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, normalise(item, properties[key])]),
    );
  }
  return value;
}
