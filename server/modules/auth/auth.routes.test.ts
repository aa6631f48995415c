import { describe, expect, it } from "vitest";
import { buildTestApp, send, sessionCookie } from "../../test/app";
import { createUser, TEST_PASSWORD, uniqueUsername } from "../../test/factories";
import { setUpTestApp } from "../../test/set-up-app";

const t = setUpTestApp();

describe("accounts and sessions", () => {
  it("registers, answers the current user and never returns a password hash", async () => {
    const username = uniqueUsername();
    const registered = await send(t.app, "POST", "/api/register", {
      body: { username, password: TEST_PASSWORD },
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toMatchObject({ username, walletAddress: null });
    expect(registered.body).not.toMatch(/argon2|password/i);

    const me = await send(t.app, "GET", "/api/user", { cookie: sessionCookie(registered) });
    expect(me.statusCode).toBe(200);
    expect(me.json().username).toBe(username);
    expect(me.body).not.toMatch(/argon2|passwordHash/i);
  });

  it("answers 401 without a session", async () => {
    const response = await send(t.app, "GET", "/api/user");
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: "You are not signed in" });
  });

  it("refuses a taken username whatever its case, and names the rules of bad input", async () => {
    const { user } = await createUser(t.app);
    const taken = await send(t.app, "POST", "/api/register", {
      body: { username: user.username.toUpperCase(), password: TEST_PASSWORD },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe("Username is already taken");

    const short = await send(t.app, "POST", "/api/register", {
      body: { username: "ab", password: TEST_PASSWORD },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      message: "Username must be at least 3 characters",
      fieldErrors: { username: ["Username must be at least 3 characters"] },
    });

    const weak = await send(t.app, "POST", "/api/register", {
      body: { username: uniqueUsername(), password: "short" },
    });
    expect(weak.json().message).toBe("Password must be at least 8 characters");

    const common = await send(t.app, "POST", "/api/register", {
      body: { username: uniqueUsername(), password: "password123" },
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toBe("Password is too common; choose a less guessable one");
  });

  it("gives a new session id at sign-in and kills the old cookie at logout", async () => {
    const { cookie: first, user } = await createUser(t.app);
    const login = await send(t.app, "POST", "/api/login", {
      cookie: first,
      body: { username: user.username, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const second = sessionCookie(login);
    expect(second).not.toBe(first);
    // The session the browser had before signing in is destroyed (no fixation).
    expect((await send(t.app, "GET", "/api/user", { cookie: first })).statusCode).toBe(401);
    expect((await send(t.app, "GET", "/api/user", { cookie: second })).statusCode).toBe(200);

    const logout = await send(t.app, "POST", "/api/logout", { cookie: second });
    expect(logout.statusCode).toBe(204);
    expect((await send(t.app, "GET", "/api/user", { cookie: second })).statusCode).toBe(401);
  });

  it("sets the session cookie HttpOnly, SameSite=Lax, Path=/", async () => {
    const response = await send(t.app, "POST", "/api/register", {
      body: { username: uniqueUsername(), password: TEST_PASSWORD },
    });
    const header = String(response.headers["set-cookie"]);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).toMatch(/Path=\//);
  });

  it("expires a session after 7 idle days", async () => {
    const { cookie } = await createUser(t.app);
    t.advanceClock(7 * 24 * 60 * 60 * 1000 + 1000);
    expect((await send(t.app, "GET", "/api/user", { cookie })).statusCode).toBe(401);
  });

  it("answers a wrong password with 401 and throttles with 429 after 10 failures", async () => {
    const { user } = await createUser(t.app);
    const attempt = () =>
      send(t.app, "POST", "/api/login", {
        body: { username: user.username, password: "wrong password" },
        ip: "10.9.9.9",
      });
    const first = await attempt();
    expect(first.statusCode).toBe(401);
    expect(first.json().message).toBe("Invalid username or password");
    for (let i = 0; i < 9; i++) await attempt();
    const throttled = await attempt();
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().message).toMatch(
      /^Too many attempts\. Please wait \d+ (seconds|minutes) and try again\.$/,
    );
    expect(Number(throttled.headers["retry-after"])).toBeGreaterThan(0);
    // Even the right password is refused from that address while it is throttled.
    const right = await send(t.app, "POST", "/api/login", {
      body: { username: user.username, password: TEST_PASSWORD },
      ip: "10.9.9.9",
    });
    expect(right.statusCode).toBe(429);
  });

  it("signs in the development account in development", async () => {
    const response = await send(t.app, "POST", "/api/dev-bypass", { body: {} });
    expect(response.statusCode).toBe(200);
    expect(response.json().username).toBe("Dev User");
    const again = await send(t.app, "POST", "/api/dev-bypass", { body: {} });
    expect(again.json().id).toBe(response.json().id);
  });
});

describe("the development bypass outside development", () => {
  it.each([
    ["production", "production"],
    ["test", "test"],
    ["unset", ""],
  ])("does not exist with NODE_ENV %s", async (_name, nodeEnv) => {
    const other = await buildTestApp({ NODE_ENV: nodeEnv });
    try {
      const response = await send(other.app, "POST", "/api/dev-bypass", { body: {} });
      expect(response.statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });
});
