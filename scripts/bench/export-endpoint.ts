import { appWithBigFish } from "./big-fish-app";

/** p50 of GET …/export?format=pdf for the imported Big Fish, warm, through the real app (inject). */
export async function benchExportEndpoint(
  runs = 30,
): Promise<{ p50: number; p90: number; pages: string }> {
  const { app, database, cookie, id } = await appWithBigFish("bench_export");
  const url = `/api/screenplays/${id}/export?format=pdf`;
  for (let i = 0; i < 5; i++) await app.inject({ url, headers: { cookie } });
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const response = await app.inject({ url, headers: { cookie } });
    times.push(performance.now() - start);
    bytes = response.rawPayload.length;
  }
  await app.close();
  await database.close();
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round((times[Math.floor(q * (times.length - 1))] ?? 0) * 10) / 10;
  return { p50: at(0.5), p90: at(0.9), pages: `${Math.round(bytes / 1024)} KB` };
}
