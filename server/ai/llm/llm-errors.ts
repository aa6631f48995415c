import { APICallError, NoObjectGeneratedError, NoOutputGeneratedError, RetryError } from "ai";
import {
  AppError,
  BadGatewayError,
  ContentTooLargeError,
  TooManyRequestsError,
} from "../../errors";

/** The model answered, but not in the shape asked for: worth one more try. */
export function isInvalidOutput(error: unknown): boolean {
  return NoObjectGeneratedError.isInstance(error) || NoOutputGeneratedError.isInstance(error);
}

export const INVALID_OUTPUT_MESSAGE =
  "The AI model did not return a usable answer (twice in a row). Please try again.";

/** The provider's HTTP error behind whatever the SDK threw, if there was one. */
export function apiCallError(error: unknown): APICallError | undefined {
  if (APICallError.isInstance(error)) return error;
  if (RetryError.isInstance(error) && APICallError.isInstance(error.lastError))
    return error.lastError;
  if (error instanceof Error && error.cause) return apiCallError(error.cause);
  return undefined;
}

/*
 * How providers word "the prompt is longer than the model's context": OpenAI and vLLM
 * ("maximum context length", context_length_exceeded), Anthropic ("prompt is too long"),
 * Google ("input token count … exceeds the maximum number of tokens"), llama.cpp
 * (exceed_context_size_error), LM Studio ("greater than the context length").
 */
const CONTEXT_EXCEEDED =
  /context[ _-]?(length|window|size)|too long|too large|too many tokens|exceeds? the maximum number of tokens|token limit/i;

/** The provider refused the request for its size: sending it again cannot succeed. */
function isTooLarge(api: APICallError): boolean {
  if (api.statusCode === 413) return true;
  return (
    api.statusCode === 400 && CONTEXT_EXCEEDED.test(`${api.message} ${api.responseBody ?? ""}`)
  );
}

const TOO_LARGE_MESSAGE =
  "The text is too long for the AI model's context window, so the provider refused it. Shorten it, or set AI_PROMPT_BUDGET_CHARS below the model's context size.";

function retryAfterSeconds(headers: Record<string, string> | undefined): number {
  const raw = headers?.["retry-after"];
  const seconds = raw ? Number(raw) : Number.NaN;
  if (Number.isFinite(seconds) && seconds > 0) return Math.ceil(seconds);
  const date = raw ? Date.parse(raw) : Number.NaN;
  if (Number.isFinite(date)) return Math.max(1, Math.ceil((date - Date.now()) / 1000));
  return 30;
}

/**
 * Turns whatever the SDK threw into one of our errors with a message a writer can act on:
 * 504 when one of our time limits ended the call (`timedOut`), 429 when the provider throttles,
 * 413 when it refuses the request as longer than the model's context, 502 for the rest.
 */
export function toAiError(error: unknown, timedOut: AppError | undefined): AppError {
  if (error instanceof AppError) return error;
  if (timedOut) return timedOut;
  if (isInvalidOutput(error)) return new BadGatewayError(INVALID_OUTPUT_MESSAGE);
  const api = apiCallError(error);
  if (api?.statusCode === 429) {
    const seconds = retryAfterSeconds(api.responseHeaders);
    return new TooManyRequestsError(
      `The AI provider is rate-limiting requests. Try again in ${seconds} seconds.`,
      seconds,
    );
  }
  if (api && isTooLarge(api)) return new ContentTooLargeError(TOO_LARGE_MESSAGE);
  if (api?.statusCode === 401 || api?.statusCode === 403) {
    return new BadGatewayError(
      "The AI provider refused the server's credentials (check AI_API_KEY).",
    );
  }
  if (api?.statusCode && api.statusCode < 400) {
    // The answer started (HTTP 2xx) and then the connection dropped.
    return new BadGatewayError("The AI provider's answer was cut off. Please try again.");
  }
  if (api?.statusCode) {
    return new BadGatewayError(
      `The AI provider failed (HTTP ${api.statusCode}). Please try again.`,
    );
  }
  if (api) return new BadGatewayError("The AI provider could not be reached. Please try again.");
  return new BadGatewayError("The AI provider failed to answer. Please try again.");
}
