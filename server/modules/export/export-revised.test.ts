import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "#server/db/schema";
import { AppError } from "#server/errors";
import { send } from "../../test/app";
import { createScene, createScreenplay, createUser } from "../../test/factories";
import { setUpTestApp } from "../../test/set-up-app";
import { exportRevised, type RevisedExportOptions } from "./screenplay-files";

const t = setUpTestApp();
const DATE = new Date("2026-11-24T09:30:00Z");

const SPEECH =
  "I told you the tide turns at six. You said seven. We waited on the dock until the water reached our knees.";

/** A writer's screenplay of two scenes, its Fountain export as the earlier version. */
async function screenplayWithEarlierVersion() {
  const { cookie, user } = await createUser(t.app);
  const { id } = await createScreenplay(t.app, cookie, "Low Tide");
  await createScene(t.app, cookie, {
    screenplayId: id,
    sceneNumber: 1,
    heading: "EXT. HARBOUR - DAWN",
    content: `Gulls over grey water.\n\nMARY\n${SPEECH}`,
  });
  const second = await createScene(t.app, cookie, {
    screenplayId: id,
    sceneNumber: 2,
    heading: "INT. BOATHOUSE - DAY",
    content: "Nets hang from the rafters.",
  });
  const earlier = await send(t.app, "GET", `/api/screenplays/${id}/export?format=fountain`, {
    cookie,
  });
  expect(earlier.statusCode).toBe(200);
  const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
  return {
    cookie,
    id,
    second,
    earlierFountain: earlier.body,
    user: row as typeof users.$inferSelect,
  };
}

type Writer = Awaited<ReturnType<typeof screenplayWithEarlierVersion>>;

function revisedExport(writer: Writer, options: RevisedExportOptions, id = writer.id) {
  return exportRevised(t.app.db, t.app.formatPool, writer.user, id, writer.earlierFountain, {
    date: DATE,
    ...options,
  });
}

/** The PDF's text as pdftotext -layout lays it out. */
function pdfLayout(body: string | Uint8Array): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), "revised-")), "r.pdf");
  writeFileSync(file, body);
  return execFileSync("/usr/bin/pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
}

const marked = (text: string) =>
  text
    .split("\n")
    .filter((line) => /\S\s+\*$/.test(line))
    .map((line) => line.replace(/\s+\*$/, "").trim());

describe("revision pages of a stored screenplay", () => {
  it("marks the lines changed since the earlier version in a PDF headed by the revision", async () => {
    const writer = await screenplayWithEarlierVersion();
    const edited = await send(t.app, "PATCH", `/api/scenes/${writer.second.id}`, {
      cookie: writer.cookie,
      body: { heading: "INT. BOAT SHED - DAY" },
    });
    expect(edited.statusCode).toBe(200);

    const file = await revisedExport(writer, { revision: "Pink Revision" });
    expect(file.contentType).toBe("application/pdf");
    expect(file.filename).toBe("Low Tide.pdf");
    const text = pdfLayout(file.body);
    expect(marked(text)).toEqual(["INT. BOAT SHED - DAY"]);
    expect(text).toContain("Pink Revision — 24 Nov 2026");
  });

  it("keeps only the changed pages in text, leaving out the title page", async () => {
    const writer = await screenplayWithEarlierVersion();
    const scenes = await send(t.app, "GET", `/api/screenplays/${writer.id}/scenes`, {
      cookie: writer.cookie,
    });
    const first = scenes.json()[0];
    await send(t.app, "PATCH", `/api/scenes/${first.id}`, {
      cookie: writer.cookie,
      body: { content: `Gulls over grey water.\n\nMARY\n${SPEECH.replace("six", "five")}` },
    });
    const file = await revisedExport(writer, { format: "txt", changedPagesOnly: true });
    const text = String(file.body);
    expect(marked(text)).toEqual(["I told you the tide turns at five."]);
    expect(text).not.toContain("Low Tide");
    expect(text).not.toContain("Nov 2026");
  });

  it("refuses changed pages only of an unchanged screenplay with 422", async () => {
    const writer = await screenplayWithEarlierVersion();
    const refusal = revisedExport(writer, { changedPagesOnly: true });
    await expect(refusal).rejects.toThrow(AppError);
    await expect(refusal).rejects.toMatchObject({
      statusCode: 422,
      message:
        "Nothing that prints changed since the earlier version, so there is no page to print.",
    });
  });

  it("is a 404 for another writer's screenplay", async () => {
    const writer = await screenplayWithEarlierVersion();
    const other = await screenplayWithEarlierVersion();
    await expect(revisedExport(writer, {}, other.id)).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe("revision pages since a stored draft, over HTTP", () => {
  /** A named draft of the two-scene screenplay, then the second scene renamed. */
  async function draftThenEdit() {
    const writer = await screenplayWithEarlierVersion();
    const draft = await send(t.app, "POST", `/api/screenplays/${writer.id}/drafts`, {
      cookie: writer.cookie,
      body: { label: "White draft" },
    });
    expect(draft.statusCode).toBe(201);
    await send(t.app, "PATCH", `/api/scenes/${writer.second.id}`, {
      cookie: writer.cookie,
      body: { heading: "INT. BOAT SHED - DAY" },
    });
    return { ...writer, draftId: draft.json().id as number };
  }

  it("marks what changed since the draft, under the revision's name", async () => {
    const writer = await draftThenEdit();
    const response = await send(
      t.app,
      "GET",
      `/api/screenplays/${writer.id}/export?format=pdf&revisedFrom=${writer.draftId}&revision=Blue%20Revision`,
      { cookie: writer.cookie },
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    const text = pdfLayout(response.rawPayload);
    expect(marked(text)).toEqual(["INT. BOAT SHED - DAY"]);
    expect(text).toContain("Blue Revision — ");
  });

  it("answers 404 for another writer's draft or one of another screenplay", async () => {
    const writer = await draftThenEdit();
    const other = await draftThenEdit();
    // The other writer asks for this writer's screenplay, then for their own screenplay
    // revised from this writer's draft.
    for (const screenplayId of [writer.id, other.id]) {
      const cookie = other.cookie;
      const response = await send(
        t.app,
        "GET",
        `/api/screenplays/${screenplayId}/export?format=txt&revisedFrom=${writer.draftId}`,
        { cookie },
      );
      expect(response.statusCode).toBe(404);
    }
  });
});

describe("the export's revision parameters", () => {
  const exportQuery = async (query: string) => {
    const { cookie } = await createUser(t.app);
    const { id } = await createScreenplay(t.app, cookie, "Checked");
    return send(t.app, "GET", `/api/screenplays/${id}/export?${query}`, { cookie });
  };

  it.each([
    ["format=pdf&revision=Blue", "revision needs revisedFrom, the earlier draft to compare with"],
    [
      "format=txt&changedPagesOnly=true",
      "changedPagesOnly needs revisedFrom, the earlier draft to compare with",
    ],
    ["format=pdf&changedPagesOnly=yes", "changedPagesOnly must be true or false"],
    [`format=pdf&revision=${"x".repeat(51)}`, "revision must be 1 to 50 characters"],
    ["format=pdf&revision=%20", "revision must be 1 to 50 characters"],
    [
      "format=fdx&changedPagesOnly=false",
      "changedPagesOnly marks changed lines in pdf or txt exports only",
    ],
    ["format=fountain&revisedFrom=1", "revisedFrom marks changed lines in pdf or txt exports only"],
    ["format=pdf&revisedFrom=abc", "revisedFrom must be a number"],
    ["format=pdf&revisedFrom=0", "revisedFrom must be positive"],
  ])("answers %s with 400 naming the field", async (query, message) => {
    const response = await exportQuery(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});
