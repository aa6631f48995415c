import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { buildTestApp, send, sessionCookie } from "../test/app";
import { createScreenplay, createUser, TEST_PASSWORD, uniqueUsername } from "../test/factories";
import { setUpTestApp } from "../test/set-up-app";

const t = setUpTestApp();

const listTitles = async (cookie: string) =>
  ((await send(t.app, "GET", "/api/screenplays", { cookie })).json() as { title: string }[]).map(
    (s) => s.title,
  );

/** Asks `app` to create a screenplay titled `title`, the request carrying `headers`. */
const createWith = (
  app: Parameters<typeof send>[0],
  cookie: string,
  title: string,
  headers: Record<string, string>,
) => send(app, "POST", "/api/screenplays", { cookie, body: { title }, headers });

/** Each `[title, origin, status]`: creating `title` from `origin`, sent to `host`, answers `status`. */
async function expectStatusPerOrigin(
  app: Parameters<typeof send>[0],
  cookie: string,
  host: string,
  cases: [title: string, origin: string, status: number][],
) {
  for (const [title, origin, status] of cases) {
    const response = await createWith(app, cookie, title, { host, origin });
    expect(response.statusCode, origin).toBe(status);
  }
}

/** No response, whatever went wrong, shows a hash or a stack trace. */
function expectNoLeak(response: LightMyRequestResponse) {
  expect(response.body).not.toMatch(/argon2/i);
  expect(response.body).not.toContain("    at ");
  expect(response.body).not.toMatch(/passwordHash|password_hash/);
}

describe("cross-site request forgery", () => {
  it("refuses a state-changing request that is not JSON, and creates nothing", async () => {
    const { cookie } = await createUser(t.app);
    for (const contentType of [
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
    ]) {
      const response = await createWith(t.app, cookie, "Forged", { "content-type": contentType });
      expect(response.statusCode, contentType).toBe(403);
      expect(response.json()).toEqual({ message: "Content-Type must be application/json" });
    }
    // No content type at all (light-my-request would add one for an object payload).
    const bare = await t.app.inject({
      method: "POST",
      url: "/api/screenplays",
      headers: { cookie },
      payload: JSON.stringify({ title: "Forged" }),
    });
    expect(bare.headers["content-type"]).toMatch(/^application\/json/);
    expect(bare.statusCode).toBe(403);
    expect(bare.json()).toEqual({ message: "Content-Type must be application/json" });
    expect(await listTitles(cookie)).toEqual([]);
  });

  it("refuses PATCH and DELETE that are not JSON, changing nothing", async () => {
    const { cookie } = await createUser(t.app);
    const screenplay = await createScreenplay(t.app, cookie, "Untouched");
    const patch = await send(t.app, "PATCH", `/api/screenplays/${screenplay.id}`, {
      cookie,
      body: { title: "Forged" },
      headers: { "content-type": "text/plain" },
    });
    expect(patch.statusCode).toBe(403);
    expect(patch.json()).toEqual({ message: "Content-Type must be application/json" });
    // A form names a content type even when it sends nothing.
    const del = await t.app.inject({
      method: "DELETE",
      url: `/api/screenplays/${screenplay.id}`,
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
    });
    expect(del.statusCode).toBe(403);
    expect(del.json()).toEqual({ message: "Content-Type must be application/json" });
    expect(await listTitles(cookie)).toEqual(["Untouched"]);
  });

  it("refuses a request from another origin, and creates nothing", async () => {
    const { cookie } = await createUser(t.app);
    const response = await createWith(t.app, cookie, "Forged", { origin: "https://evil.example" });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: "Cross-site requests are not allowed" });

    for (const origin of ["null", "http://localhost.evil.example", "http://evil.example:80"]) {
      const other = await createWith(t.app, cookie, "Forged", { origin });
      expect(other.statusCode, origin).toBe(403);
      expect(other.json()).toEqual({ message: "Cross-site requests are not allowed" });
    }

    const fetchMetadata = await createWith(t.app, cookie, "Forged", {
      "sec-fetch-site": "cross-site",
    });
    expect(fetchMetadata.statusCode).toBe(403);
    expect(fetchMetadata.json()).toEqual({ message: "Cross-site requests are not allowed" });
    expect(await listTitles(cookie)).toEqual([]);
  });

  it("does not sign anyone in from another origin", async () => {
    const { cookie, user } = await createUser(t.app);
    const before = (await send(t.app, "GET", "/api/user", { cookie })).json();
    const login = await send(t.app, "POST", "/api/login", {
      cookie,
      body: { username: user.username, password: TEST_PASSWORD },
      headers: { origin: "https://evil.example" },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({ message: "Cross-site requests are not allowed" });
    expect(login.headers["set-cookie"]).toBeUndefined();
    // Signing in would have replaced the session and recorded the time; neither happened.
    const after = await send(t.app, "GET", "/api/user", { cookie });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual(before);

    const register = await send(t.app, "POST", "/api/register", {
      body: { username: uniqueUsername(), password: TEST_PASSWORD },
      headers: { origin: "https://evil.example" },
    });
    expect(register.statusCode).toBe(403);
    expect(register.headers["set-cookie"]).toBeUndefined();

    const logout = await send(t.app, "POST", "/api/logout", {
      cookie,
      headers: { origin: "https://evil.example" },
    });
    expect(logout.statusCode).toBe(403);
    expect((await send(t.app, "GET", "/api/user", { cookie })).statusCode).toBe(200);
  });

  it("accepts logout and DELETE sent over HTTP with no body and no content type", async () => {
    const { cookie } = await createUser(t.app);
    const screenplay = await createScreenplay(t.app, cookie, "Goes");
    const base = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const request = (method: string, path: string) =>
      fetch(`${base}${path}`, { method, headers: { cookie, origin: base } });
    const deleted = await request("DELETE", `/api/screenplays/${screenplay.id}`);
    expect(deleted.status, await deleted.text()).toBe(204);
    expect(await listTitles(cookie)).toEqual([]);
    const logout = await request("POST", "/api/logout");
    expect(logout.status).toBe(204);
    expect((await send(t.app, "GET", "/api/user", { cookie })).statusCode).toBe(401);
  });

  it("refuses an origin that differs only in its scheme", async () => {
    const { cookie } = await createUser(t.app);
    const response = await createWith(t.app, cookie, "Forged", { origin: "https://localhost:80" });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: "Cross-site requests are not allowed" });
    expect(await listTitles(cookie)).toEqual([]);
  });

  it("accepts a request from the app's own origin", async () => {
    const { cookie } = await createUser(t.app);
    // light-my-request sends `Host: localhost:80`; a browser names the same origin either way.
    for (const origin of ["http://localhost:80", "http://localhost"]) {
      const response = await createWith(t.app, cookie, `From ${origin}`, {
        origin,
        "sec-fetch-site": "same-origin",
      });
      expect(response.statusCode, origin).toBe(201);
      expect(response.json().title).toBe(`From ${origin}`);
    }
    await expectStatusPerOrigin(t.app, cookie, "scripts.example:8080", [
      ["Behind a port", "http://scripts.example:8080", 201],
      ["Other port", "http://scripts.example:9090", 403],
    ]);
    expect((await listTitles(cookie)).sort()).toEqual(
      ["Behind a port", "From http://localhost", "From http://localhost:80"].sort(),
    );
  });

  it("accepts the configured public origin behind a proxy", async () => {
    const proxied = await buildTestApp({ PUBLIC_ORIGIN: "https://scriptwright.example" });
    try {
      const { cookie } = await createUser(proxied.app);
      await expectStatusPerOrigin(proxied.app, cookie, "10.0.0.5:3000", [
        ["Via proxy", "https://scriptwright.example", 201],
        ["Forged", "https://evil.example", 403],
      ]);
    } finally {
      await proxied.close();
    }
  });

  it("does not ask GET requests for a content type", async () => {
    const { cookie } = await createUser(t.app);
    const response = await send(t.app, "GET", "/api/screenplays", {
      cookie,
      headers: { origin: "https://evil.example" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["access-control-allow-origin"]).toBeUndefined();
  });
});

describe("request bodies", () => {
  it("answers malformed JSON with 400 and creates nothing", async () => {
    const { cookie } = await createUser(t.app);
    for (const payload of ['{"title": "Broken"', "{title: 'x'}", "undefined"]) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/screenplays",
        headers: { cookie, "content-type": "application/json" },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json()).toEqual({ message: "Request body is not valid JSON" });
      expectNoLeak(response);
    }
    const login = await t.app.inject({
      method: "POST",
      url: "/api/login",
      headers: { "content-type": "application/json; charset=utf-8" },
      payload: '{"username":',
    });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toEqual({ message: "Request body is not valid JSON" });
    expect(await listTitles(cookie)).toEqual([]);
  });

  it("answers a body over 1 MiB with 413 and creates nothing", async () => {
    const { cookie } = await createUser(t.app);
    const response = await send(t.app, "POST", "/api/screenplays", {
      cookie,
      body: { title: "Huge", logline: "x".repeat(2 * 1024 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: "Request body is too large (the limit is 1 MiB)" });
    expectNoLeak(response);
    expect(await listTitles(cookie)).toEqual([]);
  });
});

describe("security headers", () => {
  it("sends a strict CSP and nosniff on API answers, errors and health checks", async () => {
    const { cookie } = await createUser(t.app);
    const responses = [
      await send(t.app, "GET", "/api/screenplays", { cookie }),
      await send(t.app, "GET", "/api/screenplays"),
      await send(t.app, "GET", "/api/nothing-here"),
      await send(t.app, "GET", "/healthz"),
      await send(t.app, "POST", "/api/screenplays", {
        cookie,
        body: {},
        headers: { origin: "https://evil.example" },
      }),
    ];
    for (const response of responses) {
      const csp = String(response.headers["content-security-policy"]);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      // Plain HTTP: no HSTS.
      expect(response.headers["strict-transport-security"]).toBeUndefined();
    }
  });

  it("adds HSTS when the request came over HTTPS through a trusted proxy", async () => {
    const proxied = await buildTestApp({ TRUST_PROXY: "127.0.0.1" });
    try {
      const response = await send(proxied.app, "GET", "/healthz", {
        headers: { "x-forwarded-proto": "https" },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers["strict-transport-security"]).toBe(
        "max-age=31536000; includeSubDomains",
      );
      const register = await send(proxied.app, "POST", "/api/register", {
        body: { username: uniqueUsername(), password: TEST_PASSWORD },
        headers: { "x-forwarded-proto": "https" },
      });
      expect(register.statusCode).toBe(201);
      expect(String(register.headers["set-cookie"])).toMatch(/; Secure/);
    } finally {
      await proxied.close();
    }
  });
});

describe("behind a proxy", () => {
  it("takes the client's address from the proxy, not from what the client wrote first", async () => {
    for (const trust of ["1", "127.0.0.1"]) {
      const proxied = await buildTestApp({ TRUST_PROXY: trust });
      try {
        const { user } = await createUser(proxied.app);
        const answers = [];
        for (let i = 0; i < 12; i++) {
          const response = await send(proxied.app, "POST", "/api/login", {
            body: { username: user.username, password: "wrong password" },
            // The client's forged entry first, then the one our proxy appended.
            headers: { "x-forwarded-for": `198.51.100.${i}, 203.0.113.7` },
          });
          answers.push(response.statusCode);
        }
        expect(answers, trust).toEqual([...Array(10).fill(401), 429, 429]);
      } finally {
        await proxied.close();
      }
    }
  });
});

describe("caching", () => {
  it("tells every cache to keep no API answer", async () => {
    const { cookie } = await createUser(t.app);
    const screenplay = await createScreenplay(t.app, cookie);
    for (const path of [
      "/api/user",
      "/api/screenplays",
      `/api/screenplays/${screenplay.id}`,
      `/api/screenplays/${screenplay.id}/scenes`,
      `/api/screenplays/${screenplay.id}/characters`,
      `/api/screenplays/${screenplay.id}/outline`,
      `/api/screenplays/${screenplay.id}/suggestions`,
      "/api/screenplays/999999",
    ]) {
      const response = await send(t.app, "GET", path, { cookie });
      expect(response.statusCode, path).toBeLessThan(500);
      expect(response.headers["cache-control"], path).toBe("no-store");
    }
  });
});

describe("error answers", () => {
  it("never contain a password hash or a stack trace", async () => {
    const { cookie, user } = await createUser(t.app);
    const screenplay = await createScreenplay(t.app, cookie);
    const stale = "2000-01-01T00:00:00.000Z";
    const responses = [
      await send(t.app, "GET", "/api/user", { cookie }),
      await send(t.app, "POST", "/api/login", {
        body: { username: user.username, password: TEST_PASSWORD },
      }),
      await send(t.app, "POST", "/api/login", {
        body: { username: user.username, password: "wrong password" },
      }),
      await send(t.app, "POST", "/api/register", {
        body: { username: user.username, password: TEST_PASSWORD },
      }),
      await send(t.app, "GET", "/api/screenplays/abc", { cookie }),
      await send(t.app, "GET", "/api/screenplays/99999999999", { cookie }),
      await send(t.app, "GET", "/api/screenplays/2147483647", { cookie }),
      await send(t.app, "PATCH", `/api/screenplays/${screenplay.id}`, {
        cookie,
        body: { updatedAt: stale, title: "x" },
      }),
      await send(t.app, "PATCH", `/api/screenplays/${screenplay.id}`, {
        cookie,
        body: { progress: { $gt: 1 } },
      }),
      await send(t.app, "POST", "/api/characters", {
        cookie,
        body: { screenplayId: "1; drop table users", name: "x" },
      }),
      await send(t.app, "POST", "/api/scenes", {
        cookie,
        body: { screenplayId: screenplay.id, sceneNumber: 1e300, heading: "x" },
      }),
      await send(t.app, "POST", "/api/outlines", { cookie, body: { screenplayId: [] } }),
      await send(t.app, "POST", "/api/screenplays", { cookie, body: null }),
      await send(t.app, "DELETE", "/api/scenes/-1", { cookie }),
      await send(t.app, "GET", "/api/screenplays"),
      await send(t.app, "PUT", "/api/screenplays/1", { cookie, body: {} }),
    ];
    for (const response of responses) {
      expect(response.statusCode, response.body).toBeLessThan(500);
      expectNoLeak(response);
    }
  });

  it("gives a new login a fresh cookie and never echoes the password", async () => {
    const { user } = await createUser(t.app);
    const response = await send(t.app, "POST", "/api/login", {
      body: { username: user.username, password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(sessionCookie(response)).toMatch(/^sid=/);
    expect(response.body).not.toContain(TEST_PASSWORD);
    expectNoLeak(response);
  });
});
