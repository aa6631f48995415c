import { countPages } from "#server/modules/export/format-jobs";
import { fullCopyBytes, storedDraftBytes } from "#server/test/draft-bytes";
import { appWithBigFish } from "./big-fish-app";

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const ms = (value: number) => value.toFixed(1);

/**
 * Drafts of the imported Big Fish through the real app (inject, PGlite): the time to take one
 * after a one-scene edit, the page layout that time includes, and the bytes each such draft
 * adds against a full copy of the script (docs/decisions/0035).
 */
export async function benchDrafts(runs = 9): Promise<string> {
  const { app, database, cookie, id } = await appWithBigFish("bench_drafts");
  const headers = { "content-type": "application/json", cookie };
  const scenes = (await app.inject({ url: `/api/screenplays/${id}/scenes`, headers })).json() as {
    id: number;
    content: string;
  }[];
  const times: number[] = [];
  const added: number[] = [];
  let full = 0;
  let draftId = 0;
  for (let i = 0; i < runs; i++) {
    const scene = scenes[(i * 17) % scenes.length];
    if (!scene) throw new Error("Big Fish has no scenes");
    await app.inject({
      method: "PATCH",
      url: `/api/scenes/${scene.id}`,
      headers,
      payload: { content: `${scene.content}\n\nWILL\nOne more line (${i}).` },
    });
    const before = await storedDraftBytes(app.db, id);
    const start = performance.now();
    const draft = await app.inject({
      method: "POST",
      url: `/api/screenplays/${id}/drafts`,
      headers,
      payload: {},
    });
    times.push(performance.now() - start);
    added.push((await storedDraftBytes(app.db, id)) - before);
    draftId = (draft.json() as { id: number }).id;
    full = await fullCopyBytes(app.db, draftId);
  }
  const taken = await app.inject({ url: `/api/screenplays/${id}/drafts/${draftId}`, headers });
  const { content } = taken.json();
  const screenplay = { ...content.screenplay, scenes: content.scenes };
  const layouts: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    countPages({ paper: "letter", screenplay });
    layouts.push(performance.now() - start);
  }
  await app.close();
  await database.close();
  const addedMedian = median(added);
  return (
    `## Drafts of Big Fish\n\n` +
    `Big Fish imported through the API (${scenes.length} scenes), then ${runs} times: one scene edited and a manual draft taken (\`POST /api/screenplays/{id}/drafts\`, inject, PGlite). ` +
    "A draft stores only the parts no earlier draft has, and its manifest of part hashes (docs/decisions/0035). Target: a draft after a one-scene edit adds ≤ 5% of a full copy.\n\n" +
    `| what | value |\n|---|---:|\n` +
    `| take a draft, median ms | ${ms(median(times))} |\n` +
    `| of which the page count (layout in the main thread here, in a format thread in the app), median ms | ${ms(median(layouts))} |\n` +
    `| bytes added per draft after a one-scene edit, median | ${addedMedian.toLocaleString("en")} |\n` +
    `| bytes of a full copy | ${full.toLocaleString("en")} |\n` +
    `| added / full copy | ${((addedMedian / full) * 100).toFixed(1)}% |`
  );
}
