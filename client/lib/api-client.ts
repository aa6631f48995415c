/**
 * The one way the client talks to the API: cookies on every call, a body only when there is
 * one, always as JSON with `Content-Type: application/json` (the server refuses any other),
 * and every non-ok answer turned into an ApiError whose message is "<status>: <message>".
 */

export type HttpMethod = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

export class ApiError extends Error {
  readonly status: number;
  /** The parsed JSON body, when the server sent one (e.g. `current` on a 409). */
  readonly body: unknown;

  constructor(status: number, message: string, body: unknown) {
    super(`${status}: ${message}`);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The row a 409 carries as `current`: the entity as it is now on the server, after someone
 * else saved it since this client loaded it. Undefined for any other failure.
 */
export function conflictCurrent<T>(error: unknown): T | undefined {
  if (!isApiError(error) || error.status !== 409) return undefined;
  const { body } = error;
  return body && typeof body === "object" && "current" in body
    ? (body as { current: T }).current
    : undefined;
}

async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => "");
  let body: unknown = null;
  let message = text.trim();
  if (text) {
    try {
      body = JSON.parse(text);
      if (body && typeof body === "object" && "message" in body) {
        const jsonMessage = (body as { message: unknown }).message;
        if (typeof jsonMessage === "string" && jsonMessage) message = jsonMessage;
      }
    } catch {
      // Not JSON: the body text is the message.
    }
  }
  return new ApiError(response.status, message || response.statusText || "Request failed", body);
}

async function readBody<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * Sends a request and returns the parsed JSON answer (undefined for 204).
 * State-changing methods always send a JSON body (`{}` when none is given).
 */
export async function apiRequest<T = unknown>(
  method: HttpMethod,
  path: string,
  body?: unknown,
): Promise<T> {
  const sendsBody = body !== undefined;
  const response = await fetch(path, {
    method,
    credentials: "include",
    headers: sendsBody
      ? { "Content-Type": "application/json", Accept: "application/json" }
      : { Accept: "application/json" },
    body: sendsBody ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw await toApiError(response);
  return readBody<T>(response);
}

export type GetJsonOptions = { on401?: "returnNull" | "throw" };

/**
 * The default data fetch: GET the path and read JSON; optionally a 401 means null. It sends no
 * headers of its own so that it can take the answer the page preloaded for it (a preload is
 * used only by a request with the same headers; see server/plugins/client-pages.ts).
 */
export async function getJson<T>(path: string, options: { on401: "returnNull" }): Promise<T | null>;
export async function getJson<T>(path: string, options?: { on401?: "throw" }): Promise<T>;
export async function getJson<T>(path: string, options: GetJsonOptions = {}): Promise<T | null> {
  const response = await fetch(path, { credentials: "include" });
  if (response.status === 401 && options.on401 === "returnNull") return null;
  if (!response.ok) throw await toApiError(response);
  return readBody<T>(response);
}
