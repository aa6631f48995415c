import { describe, expect, it } from "vitest";
import { buildTestApp, send } from "../../test/app";
import { setUpTestApp } from "../../test/set-up-app";

const t = setUpTestApp();

describe("health checks", () => {
  it("answers /healthz with 200 and status ok, without a session", async () => {
    const response = await send(t.app, "GET", "/healthz");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
  });

  it("answers /readyz with 200 once the database answers", async () => {
    const response = await send(t.app, "GET", "/readyz");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ready", database: t.database.kind });
  });
});

describe("readiness without a database", () => {
  it("answers 503 with a clear message when the database is gone", async () => {
    const broken = await buildTestApp();
    try {
      await broken.database.close();
      const response = await send(broken.app, "GET", "/readyz");
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: "Database is not reachable" });
      const alive = await send(broken.app, "GET", "/healthz");
      expect(alive.statusCode).toBe(200);
    } finally {
      await broken.app.close();
    }
  });
});
