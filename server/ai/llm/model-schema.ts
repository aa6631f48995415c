import { jsonSchema, type Schema } from "ai";
import * as z from "zod/mini";
import { answerFormat } from "./answer-format";
import { type JsonSchemaNode, normalise } from "./normalise";

/* Keywords left out of the schema sent to the model. OpenAI's strict mode rejects length and
 * numeric limits and other providers are no more lenient; the subset kept (every property
 * required, null for optional, no extra properties) is accepted everywhere. The limits still
 * apply: every answer is validated against the full zod schema. */
const UNSENT = new Set([
  "$schema",
  "minLength",
  "maxLength",
  "minItems",
  "maxItems",
  "minimum",
  "maximum",
]);

function strip(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(strip);
  if (!node || typeof node !== "object") return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => !UNSENT.has(key))
      .map(([key, value]) => [key, key === "properties" ? mapValues(value) : strip(value)]),
  );
}

function mapValues(properties: unknown): unknown {
  if (!properties || typeof properties !== "object") return properties;
  return Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, strip(v)]));
}

function closeObjects(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(closeObjects);
  if (!node || typeof node !== "object") return node;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    copy[key] = key === "properties" ? mapClosed(value) : closeObjects(value);
  }
  if (copy.type === "object") copy.additionalProperties = false;
  return copy;
}

function mapClosed(properties: unknown): unknown {
  if (!properties || typeof properties !== "object") return properties;
  return Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, closeObjects(v)]));
}

export type ModelSchema<T> = Schema<T> & {
  /** Characters of the schema sent in response_format: the model reads them too. */
  sentChars: number;
  /** The answer's shape in words, for the end of the prompt. */
  answerFormat: string;
  /** `value` with the safe corrections applied that an answer gets before validation. */
  normalise: (value: unknown) => unknown;
};

/**
 * The JSON schema a model is asked to follow, with validation by the complete zod schema after
 * the safe corrections of `normalise` (its limits read from the complete JSON schema).
 */
function buildModelSchema<S extends z.ZodMiniType>(schema: S): ModelSchema<z.output<S>> {
  const full = z.toJSONSchema(schema, { target: "draft-7", io: "input" }) as JsonSchemaNode;
  const sent = closeObjects(strip(full));
  const checked = jsonSchema<z.output<S>>(sent as Parameters<typeof jsonSchema>[0], {
    validate: (value) => {
      const result = schema.safeParse(normalise(value, full));
      return result.success
        ? { success: true, value: result.data }
        : { success: false, error: result.error };
    },
  });
  return Object.assign(checked, {
    sentChars: JSON.stringify(sent).length,
    answerFormat: answerFormat(full),
    normalise: (value: unknown) => normalise(value, full),
  });
}

/* The result schemas are module constants: each is converted once. */
const built = new WeakMap<z.ZodMiniType, ModelSchema<unknown>>();

export function modelSchema<S extends z.ZodMiniType>(schema: S): ModelSchema<z.output<S>> {
  let found = built.get(schema);
  if (!found) {
    found = buildModelSchema(schema);
    built.set(schema, found);
  }
  return found as ModelSchema<z.output<S>>;
}
