import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pdfFonts, pdfLines } from "#shared/test/read-pdf";
import { SUPPLIED_FONT_CHARACTER, suppliedFontDir } from "#shared/test/supplied-font";
import { buildTestApp, send, type TestApp } from "../../test/app";
import { createScreenplay, createUser } from "../../test/factories";
import { setUpTestApp } from "../../test/set-up-app";

const fixtures = path.resolve(import.meta.dirname, "../../../fixtures/screenplays");
const fixture = (name: string) => readFileSync(path.join(fixtures, name), "utf8");

const t = setUpTestApp();

async function importFile(cookie: string, filename: string) {
  return send(t.app, "POST", "/api/screenplays/import", {
    cookie,
    body: { filename, content: fixture(filename) },
  });
}

describe("import", () => {
  it("creates the screenplay, its scenes and its characters from Fountain", async () => {
    const { cookie } = await createUser(t.app);
    const response = await importFile(cookie, "brick-and-steel.fountain");
    expect(response.statusCode).toBe(201);
    const screenplay = response.json();
    expect(screenplay).toMatchObject({
      title: "BRICK & STEEL FULL RETIRED",
      currentStep: "scenes",
      progress: 60,
    });
    const scenes = (
      await send(t.app, "GET", `/api/screenplays/${screenplay.id}/scenes`, { cookie })
    ).json();
    expect(scenes).toHaveLength(8);
    expect(scenes.map((s: { sceneNumber: number }) => s.sceneNumber)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8,
    ]);
    const characters = (
      await send(t.app, "GET", `/api/screenplays/${screenplay.id}/characters`, { cookie })
    ).json();
    expect(characters.map((c: { name: string }) => c.name)).toContain("BRICK");
  });

  it("imports each fixture's FDX with the same scene count as its Fountain twin", async () => {
    const { cookie } = await createUser(t.app);
    for (const name of ["brick-and-steel", "big-fish"]) {
      const counts = [];
      for (const ext of ["fountain", "fdx"]) {
        const { id } = (await importFile(cookie, `${name}.${ext}`)).json();
        counts.push(
          (await send(t.app, "GET", `/api/screenplays/${id}/scenes`, { cookie })).json().length,
        );
      }
      expect(counts[0]).toBeGreaterThan(0);
      expect(counts[1]).toBe(counts[0]);
    }
  });

  it("guesses the format from the content when no file name is given", async () => {
    const { cookie } = await createUser(t.app);
    const response = await send(t.app, "POST", "/api/screenplays/import", {
      cookie,
      body: { content: fixture("brick-and-steel.fdx") },
    });
    expect(response.statusCode).toBe(201);
  });

  it("refuses empty content and an unreadable FDX with a message naming the field", async () => {
    const { cookie } = await createUser(t.app);
    const empty = await send(t.app, "POST", "/api/screenplays/import", {
      cookie,
      body: { content: "  " },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("content is required");
    const broken = await send(t.app, "POST", "/api/screenplays/import", {
      cookie,
      body: { format: "fdx", content: "<FinalDraft><Content><Paragraph" },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe("content could not be read as a Final Draft (FDX) file");
    expect((await send(t.app, "GET", "/api/screenplays", { cookie })).json()).toEqual([]);
  });

  it("accepts up to 5 MiB and answers 413 above", async () => {
    const { cookie } = await createUser(t.app);
    const big = `INT. ROOM - DAY\n\n${"A long action line. ".repeat(290_000)}`;
    const response = await send(t.app, "POST", "/api/screenplays/import", {
      cookie,
      body: { content: big },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe("Request body is too large (the limit is 5 MiB)");
  });
});

describe("export", () => {
  it("answers each format as an attachment named after the title", async () => {
    const { cookie } = await createUser(t.app);
    const { id } = (await importFile(cookie, "brick-and-steel.fountain")).json();
    await send(t.app, "PATCH", `/api/screenplays/${id}`, {
      cookie,
      body: { title: "Brick & Steel: Retired" },
    });
    const expected = {
      pdf: "application/pdf",
      fountain: "text/plain",
      fdx: "application/xml",
      txt: "text/plain",
    };
    for (const [format, type] of Object.entries(expected)) {
      const response = await send(t.app, "GET", `/api/screenplays/${id}/export?format=${format}`, {
        cookie,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toContain(type);
      expect(response.headers["content-disposition"]).toBe(
        `attachment; filename="Brick & Steel Retired.${format}"`,
      );
    }
  });

  it("writes a real PDF whose pages match the engine's pagination", async () => {
    const { cookie, user } = await createUser(t.app);
    const { id } = (await importFile(cookie, "brick-and-steel.fountain")).json();
    const response = await send(t.app, "GET", `/api/screenplays/${id}/export?format=pdf`, {
      cookie,
    });
    expect(response.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const dir = mkdtempSync(path.join(os.tmpdir(), "export-"));
    writeFileSync(path.join(dir, "s.pdf"), response.rawPayload);
    const info = execFileSync("pdfinfo", [path.join(dir, "s.pdf")], { encoding: "utf8" });
    // Title page + 3 pages of script, as afterwriting paginates Brick & Steel.
    expect(info).toMatch(/Pages:\s+4/);
    const text = execFileSync("pdftotext", ["-layout", path.join(dir, "s.pdf"), "-"], {
      encoding: "utf8",
    });
    // The file's title page names its author: the owner is not printed as one.
    expect(text).toContain("Written by");
    expect(text).toContain("Stu Maschwitz");
    expect(text).not.toContain(user.username);
  });

  /** A screenplay of one scene with this heading and content; its id. */
  async function oneScene(cookie: string, heading: string, content: string): Promise<number> {
    const { id } = await createScreenplay(t.app, cookie);
    await send(t.app, "POST", "/api/scenes", {
      cookie,
      body: { screenplayId: id, sceneNumber: 1, heading, content },
    });
    return id;
  }

  it("exports a Polish scene as a PDF whose words read back", async () => {
    const { cookie } = await createUser(t.app);
    const id = await oneScene(cookie, "INT. KUCHNIA PANI ŻÓŁTEK - NOC", "Zażółć gęślą jaźń. Łódź.");
    const response = await send(t.app, "GET", `/api/screenplays/${id}/export?format=pdf`, {
      cookie,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("application/pdf");
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), "export-")), "pl.pdf");
    writeFileSync(file, response.rawPayload);
    const lines = pdfLines(file);
    expect(lines).toContain("INT. KUCHNIA PANI ŻÓŁTEK - NOC");
    expect(lines).toContain("Zażółć gęślą jaźń. Łódź.");
  });

  it("refuses characters no font has with 422 naming them and SCRIPT_FONT_DIR", async () => {
    const { cookie } = await createUser(t.app);
    const id = await oneScene(cookie, "INT. LAB - NIGHT", "The sign reads 漢字.");
    const response = await send(t.app, "GET", `/api/screenplays/${id}/export?format=pdf`, {
      cookie,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(
      'The PDF fonts cannot print these characters: "漢" (U+6F22), "字" (U+5B57). ' +
        "Replace them, or add a TrueType or OpenType font that has them to the folder named by " +
        "SCRIPT_FONT_DIR (a setting of the server and of the command-line tool) and export again.",
    );
  });

  it("answers 404 for another writer's screenplay and 400 for an unknown format", async () => {
    const owner = await createUser(t.app);
    const stranger = await createUser(t.app);
    const { id } = await createScreenplay(t.app, owner.cookie);
    const theirs = await send(t.app, "GET", `/api/screenplays/${id}/export?format=pdf`, {
      cookie: stranger.cookie,
    });
    expect(theirs.statusCode).toBe(404);
    const unknown = await send(t.app, "GET", `/api/screenplays/${id}/export?format=docx`, {
      cookie: owner.cookie,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("format must be one of pdf, fountain, fdx, txt");
  });
});

describe("a server with SCRIPT_FONT_DIR", () => {
  let withFonts: TestApp;
  beforeAll(async () => {
    withFonts = await buildTestApp({ SCRIPT_FONT_DIR: suppliedFontDir() });
  });
  afterAll(() => withFonts.close());

  it("prints the characters its fonts have", async () => {
    const { app } = withFonts;
    const { cookie } = await createUser(app);
    const { id } = await createScreenplay(app, cookie);
    const content = `The panel ${SUPPLIED_FONT_CHARACTER} blinks.`;
    await send(app, "POST", "/api/scenes", {
      cookie,
      body: { screenplayId: id, sceneNumber: 1, heading: "INT. LAB - NIGHT", content },
    });
    const response = await send(app, "GET", `/api/screenplays/${id}/export?format=pdf`, {
      cookie,
    });
    expect(response.statusCode).toBe(200);
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), "export-")), "icon.pdf");
    writeFileSync(file, response.rawPayload);
    expect(pdfLines(file)).toContain(content);
    expect(pdfFonts(file).map((font) => font.name.slice(7))).toContain("codicon");
  });

  it("does not start when the folder is missing, and says so", async () => {
    const missing = path.join(os.tmpdir(), "scriptwright-no-such-font-folder");
    await expect(buildTestApp({ SCRIPT_FONT_DIR: missing })).rejects.toThrow(
      `SCRIPT_FONT_DIR: ${missing} is not a folder that can be read`,
    );
  }, 60_000); // a start: the database is set up first, as slowly as in the hooks
});
