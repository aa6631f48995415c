import { Output } from "ai";
import { STRUCTURED_OUTPUT_MODES, type StructuredOutputMode } from "../ai-config";
import { apiCallError } from "./llm-errors";
import type { ModelSchema } from "./model-schema";

/**
 * The AI SDK's object output with the response_format of `mode`. Whatever is asked of the
 * server, the answer is parsed and checked against the same schema.
 */
export function structuredOutput<T>(
  mode: StructuredOutputMode,
  schema: ModelSchema<T>,
  name: string,
) {
  const output = Output.object({ schema, name });
  if (mode === "json_schema") return output;
  // A `json` format without a schema is sent as {type: "json_object"}; `text` sends none.
  const responseFormat =
    mode === "json_object" ? { type: "json" as const } : { type: "text" as const };
  return { ...output, responseFormat: Promise.resolve(responseFormat) };
}

/*
 * How servers refuse a response_format they do not support: HTTP 400 naming it ("response_format
 * json_schema is not supported", "'response_format.type' must be 'json_schema' or 'text'",
 * "Unknown parameter: json_schema").
 */
const RESPONSE_FORMAT = /response_format|json_schema|json_object/i;

/** The server refused the request for its response_format: a simpler one may be accepted. */
export function refusesResponseFormat(error: unknown): boolean {
  const api = apiCallError(error);
  return (
    api?.statusCode === 400 && RESPONSE_FORMAT.test(`${api.message} ${api.responseBody ?? ""}`)
  );
}

/** The mode that asks less than `mode`, if any. */
export function simplerMode(mode: StructuredOutputMode): StructuredOutputMode | undefined {
  return STRUCTURED_OUTPUT_MODES[STRUCTURED_OUTPUT_MODES.indexOf(mode) + 1];
}
