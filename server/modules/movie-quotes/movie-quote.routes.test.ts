import { describe, expect, it } from "vitest";
import type { MovieQuote } from "#shared/schemas/movie-quote";
import { send } from "../../test/app";
import { createUser } from "../../test/factories";
import { setUpTestApp } from "../../test/set-up-app";

const t = setUpTestApp();

describe("movie quotes", () => {
  it("answers at least 40 complete quotes without a session, cached for an hour", async () => {
    const response = await send(t.app, "GET", "/api/movie-quotes");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
    const quotes = response.json() as MovieQuote[];
    expect(quotes.length).toBeGreaterThanOrEqual(40);
    for (const quote of quotes) {
      expect(Object.keys(quote).sort()).toEqual(
        ["character", "id", "movie", "quote", "writer", "year"].sort(),
      );
      for (const field of ["quote", "movie", "character", "writer"] as const) {
        expect(typeof quote[field], `${field} of ${JSON.stringify(quote)}`).toBe("string");
        expect(quote[field].trim().length, `${field} of ${JSON.stringify(quote)}`).toBeGreaterThan(
          0,
        );
      }
      expect(Number.isInteger(quote.year), JSON.stringify(quote)).toBe(true);
      expect(quote.year).toBeGreaterThanOrEqual(1900);
      expect(quote.year).toBeLessThanOrEqual(new Date().getFullYear());
    }
    // No quote is seeded twice.
    const keys = quotes.map((q) => `${q.movie}|${q.quote}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("answers the same list to a signed-in user", async () => {
    const { cookie } = await createUser(t.app);
    const anonymous = await send(t.app, "GET", "/api/movie-quotes");
    const signedIn = await send(t.app, "GET", "/api/movie-quotes", { cookie });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers["cache-control"]).toBe("public, max-age=3600");
    expect(signedIn.json()).toEqual(anonymous.json());
  });
});
