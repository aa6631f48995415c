import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Screenplay } from "#shared/schemas/screenplay";
import { send } from "../../test/app";
import { createScreenplay, createUser } from "../../test/factories";
import { setUpTestApp } from "../../test/set-up-app";

const t = setUpTestApp();

async function create(cookie: string, title: string): Promise<Screenplay> {
  return (await createScreenplay(t.app, cookie, title)) as Screenplay;
}

/** A screenplay with one scene, so every export has a script page. */
async function screenplayWithScene(cookie: string): Promise<Screenplay> {
  const screenplay = await create(cookie, "Paper Trail");
  const scene = await send(t.app, "POST", "/api/scenes", {
    cookie,
    body: {
      screenplayId: screenplay.id,
      sceneNumber: 1,
      heading: "INT. PRINT SHOP - NIGHT",
      content: "The press turns over, page after page.",
    },
  });
  expect(scene.statusCode).toBe(201);
  return (await send(t.app, "GET", `/api/screenplays/${screenplay.id}`, { cookie })).json();
}

async function setPaper(cookie: string, screenplay: Screenplay, paperSize: unknown) {
  return send(t.app, "PATCH", `/api/screenplays/${screenplay.id}`, {
    cookie,
    body: { updatedAt: screenplay.updatedAt, paperSize },
  });
}

/** The page size pdfinfo reads from the exported PDF, e.g. "595 x 842 pts (A4)". */
async function exportedPageSize(cookie: string, id: number, query = ""): Promise<string> {
  const response = await send(t.app, "GET", `/api/screenplays/${id}/export?format=pdf${query}`, {
    cookie,
  });
  expect(response.statusCode).toBe(200);
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), "paper-")), "s.pdf");
  writeFileSync(file, response.rawPayload);
  const info = execFileSync("pdfinfo", [file], { encoding: "utf8" });
  return /^Page size:\s+(.+)$/m.exec(info)?.[1] ?? info;
}

describe("the screenplay's paper size", () => {
  it("is US Letter for a new screenplay and keeps A4 once the writer chooses it", async () => {
    const { cookie } = await createUser(t.app);
    const screenplay = await create(cookie, "Fresh");
    expect(screenplay.paperSize).toBe("letter");

    const saved = await setPaper(cookie, screenplay, "a4");
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ paperSize: "a4", title: "Fresh" });
    expect(Date.parse(saved.json().updatedAt)).toBeGreaterThan(Date.parse(screenplay.updatedAt));
    const stored = await send(t.app, "GET", `/api/screenplays/${screenplay.id}`, { cookie });
    expect(stored.json().paperSize).toBe("a4");
  });

  it("refuses an unknown paper size with 400 naming the field, changing nothing", async () => {
    const { cookie } = await createUser(t.app);
    const screenplay = await create(cookie, "Stable");
    for (const value of ["legal", "A4", "", 4, null]) {
      const response = await setPaper(cookie, screenplay, value);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe("paperSize must be letter or a4");
    }
    const stored = await send(t.app, "GET", `/api/screenplays/${screenplay.id}`, { cookie });
    expect(stored.json()).toEqual(screenplay);
  });

  it("refuses a stale paper size change with 409 and the stored row", async () => {
    const { cookie } = await createUser(t.app);
    const screenplay = await create(cookie, "Two Tabs");
    const first = await setPaper(cookie, screenplay, "a4");
    expect(first.statusCode).toBe(200);
    const stale = await setPaper(cookie, screenplay, "letter");
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toEqual(first.json());
    expect(stale.json().current.paperSize).toBe("a4");
  });

  it("answers 404 when changing another writer's screenplay, which keeps its size", async () => {
    const owner = await createUser(t.app);
    const stranger = await createUser(t.app);
    const screenplay = await create(owner.cookie, "Not Yours");
    const response = await setPaper(stranger.cookie, screenplay, "a4");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Screenplay not found" });
    const stored = await send(t.app, "GET", `/api/screenplays/${screenplay.id}`, {
      cookie: owner.cookie,
    });
    expect(stored.json().paperSize).toBe("letter");
  });
});

describe("exporting on the stored paper size", () => {
  it("prints a US Letter PDF until the writer picks A4, then an A4 one", async () => {
    const { cookie } = await createUser(t.app);
    const screenplay = await screenplayWithScene(cookie);
    expect(await exportedPageSize(cookie, screenplay.id)).toBe("612 x 792 pts (letter)");

    expect((await setPaper(cookie, screenplay, "a4")).statusCode).toBe(200);
    // The engine's A4 is 8.27 x 11.7 in, which pdfinfo recognises as A4 (595 x 842 pt).
    expect(await exportedPageSize(cookie, screenplay.id)).toBe("595.44 x 842.4 pts (A4)");
  });

  it("writes the stored A4 into the Final Draft file's page layout too", async () => {
    const { cookie } = await createUser(t.app);
    const screenplay = await screenplayWithScene(cookie);
    expect((await setPaper(cookie, screenplay, "a4")).statusCode).toBe(200);
    const fdx = await send(t.app, "GET", `/api/screenplays/${screenplay.id}/export?format=fdx`, {
      cookie,
    });
    expect(fdx.statusCode).toBe(200);
    expect(fdx.body).toContain('<PageSize Height="11.70" Width="8.27"/>');
  });

  it("lets a paper named in the request win over the stored one", async () => {
    const { cookie } = await createUser(t.app);
    const screenplay = await screenplayWithScene(cookie);
    expect((await setPaper(cookie, screenplay, "a4")).statusCode).toBe(200);
    expect(await exportedPageSize(cookie, screenplay.id, "&paper=letter")).toBe(
      "612 x 792 pts (letter)",
    );
  });

  it("refuses an unknown paper in the request with 400 naming it", async () => {
    const { cookie } = await createUser(t.app);
    const screenplay = await screenplayWithScene(cookie);
    const response = await send(
      t.app,
      "GET",
      `/api/screenplays/${screenplay.id}/export?format=pdf&paper=legal`,
      { cookie },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("paper must be letter or a4");
  });

  it("answers 404 for another writer's A4 screenplay", async () => {
    const owner = await createUser(t.app);
    const stranger = await createUser(t.app);
    const screenplay = await screenplayWithScene(owner.cookie);
    expect((await setPaper(owner.cookie, screenplay, "a4")).statusCode).toBe(200);
    const response = await send(
      t.app,
      "GET",
      `/api/screenplays/${screenplay.id}/export?format=pdf`,
      { cookie: stranger.cookie },
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Screenplay not found" });
  });
});
