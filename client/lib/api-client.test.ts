import { once } from "node:events";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError, apiRequest, conflictCurrent, getJson } from "./api-client";

type Seen = { method?: string; contentType?: string; body: string; cookie?: string };

let server: Server;
let base = "";
let lastRequest: Seen = { body: "" };

async function readAll(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    lastRequest = {
      method: request.method,
      contentType: request.headers["content-type"],
      body: await readAll(request),
      cookie: request.headers.cookie,
    };
    switch (request.url) {
      case "/json":
        response.writeHead(200, { "Content-Type": "application/json" });
        response.end(JSON.stringify({ ok: true, method: request.method }));
        return;
      case "/no-content":
        response.writeHead(204);
        response.end();
        return;
      case "/unauthorized":
        response.writeHead(401, { "Content-Type": "application/json" });
        response.end(JSON.stringify({ message: "Not signed in" }));
        return;
      case "/json-error":
        response.writeHead(409, { "Content-Type": "application/json" });
        response.end(JSON.stringify({ message: "Someone else saved first", current: { id: 7 } }));
        return;
      case "/text-error":
        response.writeHead(500, { "Content-Type": "text/plain" });
        response.end("Plain failure");
        return;
      case "/empty-error":
        response.writeHead(503, "Service Unavailable");
        response.end();
        return;
      default:
        response.writeHead(404, { "Content-Type": "application/json" });
        response.end(JSON.stringify({ message: "Not found" }));
    }
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.close();
  await once(server, "close");
});

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected the call to fail");
}

describe("apiRequest", () => {
  it("sends a JSON body with the JSON content type and reads the JSON answer", async () => {
    const answer = await apiRequest<{ ok: boolean }>("POST", `${base}/json`, { title: "A" });
    expect(answer).toEqual({ ok: true, method: "POST" });
    expect(lastRequest).toMatchObject({
      method: "POST",
      contentType: "application/json",
      body: '{"title":"A"}',
    });
  });

  it("sends neither a body nor a content type when a call has no body", async () => {
    await apiRequest("DELETE", `${base}/no-content`);
    expect(lastRequest.method).toBe("DELETE");
    expect(lastRequest.body).toBe("");
    expect(lastRequest.contentType).toBeUndefined();
  });

  it("returns undefined for 204", async () => {
    expect(await apiRequest("POST", `${base}/no-content`)).toBeUndefined();
  });

  it("sends no body on GET", async () => {
    await apiRequest("GET", `${base}/json`);
    expect(lastRequest.method).toBe("GET");
    expect(lastRequest.body).toBe("");
    expect(lastRequest.contentType).toBeUndefined();
  });

  it("uses the JSON message and keeps the status and body", async () => {
    const error = await caught(apiRequest("PATCH", `${base}/json-error`, { title: "B" }));
    expect(error.message).toBe("409: Someone else saved first");
    expect(error.status).toBe(409);
    expect(error.body).toEqual({ message: "Someone else saved first", current: { id: 7 } });
  });

  it("uses the body text when the answer is not JSON", async () => {
    const error = await caught(apiRequest("GET", `${base}/text-error`));
    expect(error.message).toBe("500: Plain failure");
  });

  it("uses the status text when the body is empty", async () => {
    const error = await caught(apiRequest("GET", `${base}/empty-error`));
    expect(error.message).toBe("503: Service Unavailable");
  });
});

describe("getJson", () => {
  it("reads JSON", async () => {
    expect(await getJson(`${base}/json`)).toEqual({ ok: true, method: "GET" });
  });

  it("returns null on 401 when asked to", async () => {
    expect(await getJson(`${base}/unauthorized`, { on401: "returnNull" })).toBeNull();
  });

  it("throws on 401 by default", async () => {
    const error = await caught(getJson(`${base}/unauthorized`));
    expect(error.message).toBe("401: Not signed in");
    expect(error.status).toBe(401);
  });

  it("throws an ApiError on other failures even with returnNull", async () => {
    const error = await caught(getJson(`${base}/missing`, { on401: "returnNull" }));
    expect(error.message).toBe("404: Not found");
  });
});

describe("conflictCurrent", () => {
  it("is the row a 409 carries, and nothing for any other failure", async () => {
    const conflict = await caught(apiRequest("PATCH", `${base}/json-error`, {}));
    expect(conflictCurrent(conflict)).toEqual({ id: 7 });
    const missing = await caught(apiRequest("PATCH", `${base}/missing`, {}));
    expect(conflictCurrent(missing)).toBeUndefined();
    expect(conflictCurrent(new Error("409: not from the API"))).toBeUndefined();
  });
});
