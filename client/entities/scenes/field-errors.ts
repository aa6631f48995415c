import { isApiError } from "#client/lib/api-client";

/**
 * The server's message for one field of a refused scene (`fieldErrors`), e.g. "Scene 3 already
 * exists in this screenplay" on sceneNumber, so the dialog can show it on that field.
 */
export function fieldError(error: unknown, field: string): string | undefined {
  if (!isApiError(error) || !error.body || typeof error.body !== "object") return undefined;
  const { fieldErrors } = error.body as { fieldErrors?: Record<string, unknown> };
  const messages = fieldErrors?.[field];
  return Array.isArray(messages) && typeof messages[0] === "string" ? messages[0] : undefined;
}
