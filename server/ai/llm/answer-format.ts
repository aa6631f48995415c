import type { JsonSchemaNode } from "./normalise";

/*
 * The answer's shape in words, written from the same JSON schema the answer is validated
 * against, so the instructions cannot drift from the schema. A model that is sent no schema
 * (AI_STRUCTURED_OUTPUT=prompt, or a server that ignores response_format) learns the keys, the
 * types, the list lengths and the meaning of each field from this alone.
 */

function typeName(node: JsonSchemaNode): string {
  if (node.anyOf) return node.anyOf.map(typeName).join(" | ");
  if (node.enum) return node.enum.map((value) => JSON.stringify(value)).join(" | ");
  if (node.type === "object") return objectShape(node);
  if (node.type === "array") return `[${node.items ? typeName(node.items) : "any"}, …]`;
  return Array.isArray(node.type) ? node.type.join(" | ") : (node.type ?? "any");
}

function objectShape(node: JsonSchemaNode): string {
  const fields = Object.entries(node.properties ?? {}).map(
    ([key, child]) => `${JSON.stringify(key)}: ${typeName(child)}`,
  );
  return `{${fields.join(", ")}}`;
}

/** Item counts and number ranges: the limits a model can be asked to keep to. */
function limits(node: JsonSchemaNode): string {
  const { minItems: min, maxItems: max } = node;
  if (min !== undefined && min === max) return `exactly ${min} items`;
  if (min !== undefined && max !== undefined) return `${min} to ${max} items`;
  if (max !== undefined) return `at most ${max} items`;
  if (min !== undefined) return `at least ${min} items`;
  // A range worth saying: not the safe-integer range zod gives every whole number.
  const { minimum: low, maximum: high } = node;
  if (low !== undefined && high !== undefined && high < Number.MAX_SAFE_INTEGER)
    return `from ${low} to ${high}`;
  return "";
}

/** One line per field with a description or limits; a key met twice (each category of an analysis) once. */
function fieldLines(node: JsonSchemaNode, lines: Map<string, string>): Map<string, string> {
  for (const [key, child] of Object.entries(node.properties ?? {})) {
    const limit = limits(child);
    const notes = [child.description, limit && `(${limit})`].filter(Boolean).join(" ");
    if (notes && !lines.has(key)) lines.set(key, `- ${key}: ${notes}`);
    const inner = child.type === "array" ? child.items : child;
    if (inner?.type === "object") fieldLines(inner, lines);
  }
  return lines;
}

/** The instruction every structured call ends with. */
export function answerFormat(schema: JsonSchemaNode): string {
  return [
    "Answer with one JSON object of this shape and nothing else (no code fences, no comments):",
    objectShape(schema),
    ...fieldLines(schema, new Map()).values(),
  ].join("\n");
}
