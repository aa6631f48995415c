import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "./app";
import { buildRecordedTestApp, type RouteInfo, routeKey } from "./route-table";

// Fastify serialises every answer by its route's response schema, so an answer that drifts from
// it fails the test that sent it. That only holds for routes that have one: this test, over the
// app's own route table, fails for a route added without a schema for what it sends.

let t: TestApp;
let routes: RouteInfo[];
beforeAll(async () => {
  // Development mode: the development sign-in route exists and is checked too.
  ({ t, routes } = await buildRecordedTestApp({ NODE_ENV: "development" }));
});
afterAll(() => t.close());

const isSuccess = (status: string) => /^2\d\d$/.test(status);

describe("response schemas", () => {
  it("cover every route's success and its 4xx and 5xx errors", () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.map(routeKey)).toContain("POST /api/dev-bypass");
    const lacking = routes
      .filter(
        (route) =>
          !route.responseStatuses.some(isSuccess) ||
          !route.responseStatuses.includes("4xx") ||
          !route.responseStatuses.includes("5xx"),
      )
      .map((route) => `${routeKey(route)} has ${JSON.stringify(route.responseStatuses)}`);
    expect(lacking).toEqual([]);
  });
});
