import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFdx } from "#shared/domain/screenplay/index";
import { buildTestApp, send, type TestApp } from "../../test/app";
import { createUser } from "../../test/factories";

const fixtures = path.resolve(import.meta.dirname, "../../../fixtures/screenplays");
const fixture = (name: string) => readFileSync(path.join(fixtures, name), "utf8");

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  cookie = (await createUser(t.app)).cookie;
});
afterAll(() => t.close());

async function importContent(filename: string, content: string) {
  const response = await send(t.app, "POST", "/api/screenplays/import", {
    cookie,
    body: { filename, content },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number };
}

const exportFdx = async (id: number, query = "") => {
  const response = await send(t.app, "GET", `/api/screenplays/${id}/export?format=fdx${query}`, {
    cookie,
  });
  expect(response.statusCode).toBe(200);
  return response.body;
};

describe("FDX export", () => {
  it("writes the paper asked for into the page layout, US Letter unless A4 is asked", async () => {
    const { id } = await importContent(
      "brick-and-steel.fountain",
      fixture("brick-and-steel.fountain"),
    );
    expect(await exportFdx(id)).toContain('<PageSize Height="11.00" Width="8.50"/>');
    expect(await exportFdx(id, "&paper=letter")).toContain(
      '<PageSize Height="11.00" Width="8.50"/>',
    );
    const onA4 = await exportFdx(id, "&paper=a4");
    expect(onA4).toContain('<PageSize Height="11.70" Width="8.27"/>');
    expect(onA4).toContain('<ElementSettings Type="Scene Heading">');
  });

  it("gives back each title page key of the imported file on its own", async () => {
    const { id } = await importContent(
      "brick-and-steel.fountain",
      fixture("brick-and-steel.fountain"),
    );
    const xml = await exportFdx(id);
    expect(xml).not.toMatch(/<Paragraph[^>]* Key=/);
    expect(readFdx(xml).titlePage).toEqual([
      { key: "Title", value: "_**BRICK & STEEL**_\n_**FULL RETIRED**_" },
      { key: "Credit", value: "Written by" },
      { key: "Author", value: "Stu Maschwitz" },
      { key: "Source", value: "Story by KTM" },
      { key: "Draft date", value: "1/27/2012" },
      { key: "Contact", value: "Next Level Productions\n1588 Mission Dr.\nSolvang, CA 93463" },
    ]);
  });
});

describe("FDX import", () => {
  it("keeps a scene heading that carries a note, and the scene's summary", async () => {
    const content = `<?xml version="1.0" encoding="UTF-8" standalone="no" ?>
<FinalDraft DocumentType="Script" Template="No" Version="5"><Content>
<Paragraph Type="Scene Heading"><SceneProperties><Summary><Paragraph><Text>Maya cases the bank.</Text></Paragraph></Summary></SceneProperties><ScriptNote><Paragraph><Text>Which bank?</Text></Paragraph></ScriptNote><Text>INT. BANK - DAY</Text></Paragraph>
<Paragraph Type="Action"><Text>Queues.</Text></Paragraph>
</Content></FinalDraft>`;
    const { id } = await importContent("heist.fdx", content);
    const scenes = (await send(t.app, "GET", `/api/screenplays/${id}/scenes`, { cookie })).json();
    expect(scenes).toHaveLength(1);
    expect(scenes[0]).toMatchObject({
      heading: "INT. BANK - DAY",
      content: "= Maya cases the bank.\n\n[[Which bank?]]\n\nQueues.",
    });
  });
});
