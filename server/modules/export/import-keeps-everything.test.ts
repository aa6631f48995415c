import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Element,
  parseFountain,
  readFdx,
  type ScreenplayDocument,
} from "#shared/domain/screenplay/index";
import { buildTestApp, send, type TestApp } from "../../test/app";
import { createUser } from "../../test/factories";

const root = path.resolve(import.meta.dirname, "../../..");
const fixtures = path.join(root, "fixtures/screenplays");
const fixture = (name: string) => readFileSync(path.join(fixtures, name), "utf8");
const tmp = mkdtempSync(path.join(os.tmpdir(), "import-keeps-"));

let t: TestApp;
let cookie: string;
let username: string;
beforeAll(async () => {
  t = await buildTestApp();
  const writer = await createUser(t.app);
  cookie = writer.cookie;
  username = writer.user.username;
});
afterAll(() => t.close());

type Scene = { sceneNumber: number; heading: string; content: string; act: string | null };
type SceneWithCast = Scene & { characters: string[] | null };

async function importContent(filename: string, content = fixture(filename)) {
  const response = await send(t.app, "POST", "/api/screenplays/import", {
    cookie,
    body: { filename, content },
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

const get = async (url: string) => (await send(t.app, "GET", url, { cookie })).json();
const exported = async (id: number, format: string) =>
  (await send(t.app, "GET", `/api/screenplays/${id}/export?format=${format}`, { cookie }))
    .rawPayload;

/** Each page's text of a PDF, as pdftotext reads it. */
function pdfPages(pdf: Uint8Array): string[] {
  const file = path.join(tmp, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).split("\f");
}

/** Elements as type and text, whitespace runs as one space: what a round trip must keep. */
const normalised = (doc: ScreenplayDocument) =>
  doc.elements.map((e: Element) => {
    const text = "text" in e ? e.text : "name" in e ? `${e.name} ${e.extension ?? ""}` : "";
    return `${e.type}: ${text.replace(/\s+/g, " ").trim()}`;
  });

describe("import keeps the title page", () => {
  it("stores Big Fish's title page and prints it instead of 'Written by <owner>'", async () => {
    const { id } = await importContent("big-fish.fountain");
    const screenplay = await get(`/api/screenplays/${id}`);
    expect(screenplay.titlePage).toEqual([
      { key: "Title", value: "Big Fish" },
      { key: "Credit", value: "written by" },
      { key: "Author", value: "John August" },
      { key: "Source", value: "based on the novel by Daniel Wallace" },
      {
        key: "Notes",
        value: "FINAL PRODUCTION DRAFT\nincludes post-production dialogue\nand omitted scenes",
      },
      { key: "Copyright", value: "(c) 2003 Columbia Pictures" },
    ]);
    const [titlePage] = pdfPages(await exported(id, "pdf"));
    for (const text of [
      "BIG FISH",
      "John August",
      "based on the novel by Daniel Wallace",
      // The Notes line wraps inside the right-hand column.
      "includes post-production\n",
      "dialogue\n",
      "(c) 2003 Columbia Pictures",
    ]) {
      expect(titlePage).toContain(text);
    }
    expect(titlePage).not.toContain(username);
    const fdx = readFdx(Buffer.from(await exported(id, "fdx")).toString("utf8"));
    expect(fdx.titlePage.map((e) => e.value)).toContain("John August");
  });

  it("adds 'Written by <owner>' only to a title page that names no author", async () => {
    const { id } = await importContent(
      "no-author.fountain",
      "Title: Dust\n\nINT. ROOM - DAY\n\nDust.\n",
    );
    const [titlePage] = pdfPages(await exported(id, "pdf"));
    expect(titlePage).toContain("DUST");
    expect(titlePage).toContain("Written by");
    expect(titlePage).toContain(username);
  });

  it("prints a key of the writer's own on the title page of every format", async () => {
    const content = "Title: Dust\nRevision: Blue pages\n    May 2026\n\nINT. ROOM - DAY\n\nDust.\n";
    const { id } = await importContent("revision.fountain", content);
    const [titlePage] = pdfPages(await exported(id, "pdf"));
    expect(titlePage).toContain("Blue pages");
    expect(titlePage).toContain("May 2026");
    const text = (await exported(id, "txt")).toString();
    expect(text.split("\f")[0]).toContain("Blue pages");
    const fountain = parseFountain((await exported(id, "fountain")).toString());
    expect(fountain.titlePage).toContainEqual({ key: "Revision", value: "Blue pages\nMay 2026" });
    const fdx = readFdx(Buffer.from(await exported(id, "fdx")).toString("utf8"));
    expect(fdx.titlePage.map((e) => e.value).join("\n")).toContain("Blue pages");
  });
});

describe("import keeps the opening", () => {
  it("keeps Big Fish's text before the first heading before scene 1", async () => {
    const { id } = await importContent("big-fish.fountain");
    const screenplay = await get(`/api/screenplays/${id}`);
    expect(screenplay.opening.startsWith("This is a Southern story")).toBe(true);
    expect(screenplay.opening).toContain("**FADE IN:**");
    const [first] = (await get(`/api/screenplays/${id}/scenes`)) as Scene[];
    expect(first?.content.startsWith("WILL BLOOM, AGE 3")).toBe(true);
  });

  it("prints 123 pages whose first body page is the CLI's first body page", async () => {
    const { id } = await importContent("big-fish.fountain");
    const pages = pdfPages(await exported(id, "pdf"));
    const cliPdf = path.join(tmp, "cli.pdf");
    execFileSync(
      process.execPath,
      [
        path.join(root, "bin/scriptwright.js"),
        "export",
        path.join(fixtures, "big-fish.fountain"),
        cliPdf,
      ],
      { encoding: "utf8" },
    );
    const cliPages = pdfPages(readFileSync(cliPdf));
    // pdftotext ends the last page with a form feed too.
    // afterwriting's 122, and one more: speeches break only between sentences.
    expect(pages.length - 1).toBe(123);
    expect(pages.length).toBe(cliPages.length);
    expect(pages[1]?.trim().startsWith("This is a Southern story")).toBe(true);
    expect(pages[1]).toBe(cliPages[1]);
    // The rest too: title page and every script page as the file prints.
    expect(pages).toEqual(cliPages);
  });
});

describe("import names, acts and casts the screenplay", () => {
  it("takes the title from the file name when the file names none", async () => {
    expect((await importContent("big-fish.fdx")).title).toBe("big-fish");
    expect(
      (await importContent("The Long Night.fountain", "INT. ROOM - DAY\n\nDark.\n")).title,
    ).toBe("The Long Night");
  });

  it("gives each scene the act of its '#' section", async () => {
    const script = [
      "# ACT ONE",
      "INT. ROOM - DAY",
      "Light.",
      "# Act 2",
      "INT. HALL - DAY",
      "Dark.",
      "EXT. YARD - DAY",
      "Rain.",
      "# ACT THREE",
      "INT. ROOF - NIGHT",
      "Stars.",
    ].join("\n\n");
    const { id } = await importContent("acts.fountain", script);
    const scenes: Scene[] = await get(`/api/screenplays/${id}/scenes`);
    expect(scenes.map((s) => s.act)).toEqual(["Act 1", "Act 2", "Act 2", "Act 3"]);
  });

  it("places scenes in acts by page without sections: 25%, 50%, 25%", async () => {
    const { id } = await importContent("big-fish.fountain");
    const scenes: Scene[] = await get(`/api/screenplays/${id}/scenes`);
    expect(scenes.every((s) => s.act !== null)).toBe(true);
    const acts = scenes.map((s) => s.act);
    // Acts in order, each starting once.
    expect(acts.indexOf("Act 2")).toBeGreaterThan(0);
    expect(acts.lastIndexOf("Act 1")).toBe(acts.indexOf("Act 2") - 1);
    expect(acts.lastIndexOf("Act 2")).toBe(acts.indexOf("Act 3") - 1);
    expect(acts.at(-1)).toBe("Act 3");
  });

  it("links each scene's speakers and creates characters only for speaking parts", async () => {
    const script = [
      "INT. KITCHEN - DAY",
      "NELL HARKER\nMorning.",
      "TOM (V.O.)\nMorning.",
      "NELL AND TOM\nCoffee!",
      "INT. HALL - DAY",
      "NELL (CONT'D)\nLater.",
      "BOTH\nBye.",
      "ALL\nBye.",
      "TOM & NELL\nGo.",
      "NELL/TOM\nNow.",
      "TOM (O.S.)\nWait.",
    ].join("\n\n");
    const { id } = await importContent("cast.fountain", script);
    const characters = await get(`/api/screenplays/${id}/characters`);
    expect(characters.map((c: { name: string }) => c.name)).toEqual(["NELL HARKER", "TOM"]);
    const scenes: SceneWithCast[] = await get(`/api/screenplays/${id}/scenes`);
    expect(scenes.map((s) => s.characters)).toEqual([
      ["NELL HARKER", "TOM"],
      ["NELL HARKER", "TOM"],
    ]);
  });

  it("casts Big Fish without joint cues, every scene with its speakers", async () => {
    const { id } = await importContent("big-fish.fountain");
    const names = (await get(`/api/screenplays/${id}/characters`)).map(
      (c: { name: string }) => c.name,
    );
    expect(names).toContain("EDWARD");
    expect(names).not.toContain("EDWARD AND WILL");
    expect(names).toHaveLength(47);
    const scenes: SceneWithCast[] = await get(`/api/screenplays/${id}/scenes`);
    expect(scenes[0]?.characters).toEqual(["EDWARD"]);
    // 130 of the 190 scenes have dialogue.
    expect(scenes.filter((s) => s.characters?.length).length).toBe(130);
  });
});

describe.each(["big-fish", "brick-and-steel"])("%s round trips", (name) => {
  it("import then Fountain export gives back the file's title page and every element", async () => {
    const { id } = await importContent(`${name}.fountain`);
    const original = parseFountain(fixture(`${name}.fountain`));
    const back = parseFountain((await exported(id, "fountain")).toString());
    expect(back.titlePage).toEqual(original.titlePage);
    expect(normalised(back)).toEqual(normalised(original));
  });

  it("import then FDX export gives back every paragraph's type and text", async () => {
    const { id } = await importContent(`${name}.fdx`);
    const original = readFdx(fixture(`${name}.fdx`));
    const back = readFdx(Buffer.from(await exported(id, "fdx")).toString("utf8"));
    expect(normalised(back)).toEqual(normalised(original));
  });
});
