import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { send } from "../../test/app";
import { createScreenplay, createUser } from "../../test/factories";
import { setUpTestApp } from "../../test/set-up-app";

const t = setUpTestApp();

const NOTE = "call Sam about the permit";

describe("a writer's [[note]] in the exports", () => {
  it("never prints in the PDF or the text, and is kept by Fountain and Final Draft", async () => {
    const { cookie } = await createUser(t.app);
    const { id } = await createScreenplay(t.app, cookie, "Permit Day");
    const scene = await send(t.app, "POST", "/api/scenes", {
      cookie,
      body: {
        screenplayId: id,
        sceneNumber: 1,
        heading: "EXT. CITY HALL - DAY",
        content: `The crew unloads the van outside city hall. [[${NOTE}]]`,
      },
    });
    expect(scene.statusCode).toBe(201);
    const exported = (format: string) =>
      send(t.app, "GET", `/api/screenplays/${id}/export?format=${format}`, { cookie });

    const pdf = await exported("pdf");
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), "notes-")), "s.pdf");
    writeFileSync(file, pdf.rawPayload);
    const printed = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
    expect(printed).toContain("The crew unloads the van outside city hall.");
    expect(printed).not.toContain("call Sam");

    const text = (await exported("txt")).body;
    expect(text).toContain("The crew unloads the van outside city hall.");
    expect(text).not.toContain("call Sam");

    expect((await exported("fountain")).body).toContain(`[[${NOTE}]]`);
    const fdx = (await exported("fdx")).body;
    expect(fdx).toMatch(/<ScriptNote[\s>]/);
    expect(fdx).toContain(NOTE);
  });
});
