import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { send } from "../../test/app";
import { createUser, TEST_PASSWORD } from "../../test/factories";
import { setUpTestApp } from "../../test/set-up-app";

const t = setUpTestApp();

let ipCounter = 0;
/** Each test signs in from addresses of its own, so budgets never carry over between tests. */
const freshIp = () => `10.77.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const login = (username: string, password: string, ip: string, cookie?: string) =>
  send(t.app, "POST", "/api/login", {
    body: { username, password },
    ip,
    ...(cookie ? { cookie } : {}),
  });

const statuses = (responses: LightMyRequestResponse[]) =>
  responses.reduce<Record<number, number>>((count, r) => {
    count[r.statusCode] = (count[r.statusCode] ?? 0) + 1;
    return count;
  }, {});

/** The browser's device cookie, as a later request would send it. */
function deviceCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === "device");
  if (!cookie) throw new Error(`no device cookie (status ${response.statusCode})`);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/api/" });
  return `device=${cookie.value}`;
}

describe("sign-in throttling", () => {
  it("checks at most 10 of 25 concurrent wrong passwords for one account", async () => {
    const { user } = await createUser(t.app);
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => login(user.username, "wrong password", ip)),
    );
    expect(statuses(answers)).toEqual({ 401: 10, 429: 15 });
  });

  it("checks at most 50 concurrent wrong passwords from one IP across accounts", async () => {
    const ip = freshIp();
    const names = await Promise.all(
      Array.from({ length: 8 }, async () => (await createUser(t.app)).user.username),
    );
    const answers = await Promise.all(
      Array.from({ length: 64 }, (_, i) => login(names[i % names.length] ?? "", "wrong pw", ip)),
    );
    expect(statuses(answers)).toEqual({ 401: 50, 429: 14 });
  });

  it("gives no fresh budget to another spelling of the same name", async () => {
    const { user } = await createUser(t.app, `victim_${Date.now().toString(36)}`);
    const ip = freshIp();
    for (let i = 0; i < 10; i++) await login(user.username, "wrong password", ip);
    const dotted = (at: number) =>
      user.username.replace(/i/g, (c, index) => (index === at ? "İ" : c));
    const upper = user.username.toUpperCase();
    const respelled = await Promise.all(
      [dotted(1), upper, ` ${user.username} `].map((name) => login(name, "wrong password", ip)),
    );
    for (const response of respelled) expect(response.statusCode).not.toBe(401);
    const right = await login(dotted(4), TEST_PASSWORD, ip);
    expect(right.statusCode).not.toBe(200);
  });

  it("keeps a stranger from locking the owner out", async () => {
    const { user } = await createUser(t.app);
    const attacker = freshIp();
    for (let i = 0; i < 10; i++) await login(user.username, "wrong password", attacker);
    const blocked = await login(user.username, TEST_PASSWORD, attacker);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(
      /^Too many attempts\. Please wait \d+ (seconds|minutes) and try again\.$/,
    );

    // The owner, elsewhere, signs in; and from now on this browser is theirs.
    const owner = await login(user.username, TEST_PASSWORD, freshIp());
    expect(owner.statusCode, owner.body).toBe(200);
    const device = deviceCookie(owner);

    // Even behind the attacker's own address, the owner's browser gets in.
    const sameNetwork = await login(user.username, TEST_PASSWORD, attacker, device);
    expect(sameNetwork.statusCode, sameNetwork.body).toBe(200);
  });

  it("lets the owner's browser in while strangers spread over many IPs are held back", async () => {
    const { user, cookie } = await createUser(t.app);
    expect(cookie).toMatch(/^sid=/);
    const owner = await login(user.username, TEST_PASSWORD, freshIp());
    const device = deviceCookie(owner);
    const guesses = [];
    for (let i = 0; i < 12; i++) {
      const ip = freshIp();
      for (let j = 0; j < 9; j++) guesses.push(login(user.username, "wrong password", ip));
    }
    const answers = await Promise.all(guesses);
    expect(statuses(answers)).toEqual({ 401: 100, 429: 8 });
    const stranger = await login(user.username, TEST_PASSWORD, freshIp());
    expect(stranger.statusCode).toBe(429);
    const own = await login(user.username, TEST_PASSWORD, freshIp(), device);
    expect(own.statusCode, own.body).toBe(200);
  });

  it("counts the owner's own failures per browser, and a device cookie for another account not at all", async () => {
    const { user } = await createUser(t.app);
    const other = await createUser(t.app);
    const device = deviceCookie(await login(user.username, TEST_PASSWORD, freshIp()));
    const ip = freshIp();
    const mine = await Promise.all(
      Array.from({ length: 12 }, () => login(user.username, "wrong password", ip, device)),
    );
    expect(statuses(mine)).toEqual({ 401: 10, 429: 2 });
    // Another account's failures from this browser are a stranger's.
    const theirs = await Promise.all(
      Array.from({ length: 11 }, () => login(other.user.username, "wrong password", ip, device)),
    );
    expect(statuses(theirs)).toEqual({ 401: 10, 429: 1 });
  });

  it("forgets an account's failures from an address once the right password comes from it", async () => {
    const { user } = await createUser(t.app);
    const ip = freshIp();
    for (let i = 0; i < 9; i++) await login(user.username, "wrong password", ip);
    expect((await login(user.username, TEST_PASSWORD, ip)).statusCode).toBe(200);
    const again = await Promise.all(
      Array.from({ length: 10 }, () => login(user.username, "wrong password", ip)),
    );
    expect(statuses(again)).toEqual({ 401: 10 });
  });
});

describe("registration", () => {
  it("refuses a password that contains the username, whatever its case", async () => {
    for (const password of ["Marlowe_writes", "my marlowe_writes pass", "MARLOWE_WRITES1"]) {
      const response = await send(t.app, "POST", "/api/register", {
        body: { username: "Marlowe_Writes", password },
      });
      expect(response.statusCode, password).toBe(400);
      expect(response.json().message).toBe("Password must not contain the username");
    }
    const taken = await send(t.app, "POST", "/api/login", {
      body: { username: "Marlowe_Writes", password: "Marlowe_writes" },
    });
    expect(taken.statusCode).toBe(401);
  });
});
