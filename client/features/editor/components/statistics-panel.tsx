import { Card, CardContent, CardDescription, CardHeader } from "#client/components/ui/card";
import type { ScreenplayStatistics } from "#shared/domain/statistics/statistics.schema";

function percent(value: number) {
  return `${Math.round(value)}%`;
}

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="rounded-lg bg-muted/60 px-3 py-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** The deterministic figures the analysis is grounded on. */
function StatisticsPanel({ statistics }: { statistics: ScreenplayStatistics }) {
  const { dialogueLines, actionLines } = statistics.dialogue;
  const printed = dialogueLines + actionLines;
  const dialogueShare = printed ? (dialogueLines / printed) * 100 : 0;
  const characters = [...statistics.characters].sort((a, b) => b.lines - a.lines).slice(0, 8);
  const maxLines = characters[0]?.lines ?? 0;
  return (
    <Card aria-labelledby="statistics-title" data-testid="statistics">
      <CardHeader>
        <h2 id="statistics-title" className="font-semibold leading-tight tracking-tight">
          Script Statistics
        </h2>
        <CardDescription>
          Measured from the formatted pages, as the PDF prints them (title page not counted), before
          any AI reads them.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <dl className="grid grid-cols-2 gap-2">
          <Figure label="Pages" value={String(statistics.pageCount)} testId="stat-pages" />
          <Figure
            label="Runtime"
            value={`~${statistics.runtimeMinutes} min`}
            testId="stat-runtime"
          />
          <Figure label="Scenes" value={String(statistics.sceneCount)} />
          <Figure label="Dialogue share" value={percent(dialogueShare)} testId="stat-dialogue" />
        </dl>

        <section className="grid gap-3" aria-labelledby="act-balance-title">
          <h3 id="act-balance-title" className="text-sm font-semibold">
            Act balance{" "}
            <span className="font-normal text-muted-foreground">(target 25 / 50 / 25)</span>
          </h3>
          <ul className="grid gap-2.5">
            {statistics.acts.shares.map((share) => (
              <li key={share.act} className="grid gap-1 text-sm" data-testid="act-share">
                <div className="flex justify-between gap-2">
                  <span>Act {share.act}</span>
                  <span className="tabular-nums text-muted-foreground">
                    {percent(share.percent)} of {percent(share.targetPercent)}
                  </span>
                </div>
                <div className="relative h-2 rounded-full bg-muted" aria-hidden="true">
                  <div
                    className="h-full rounded-full bg-primary"
                    style={{ width: `${Math.min(100, share.percent)}%` }}
                  />
                  <div
                    className="absolute top-[-3px] h-[14px] w-0.5 bg-foreground/70"
                    style={{ left: `${share.targetPercent}%` }}
                  />
                </div>
              </li>
            ))}
          </ul>
        </section>

        <section className="grid gap-2" aria-labelledby="lines-title">
          <h3 id="lines-title" className="text-sm font-semibold">
            Lines per character
          </h3>
          {characters.length === 0 ? (
            <p className="text-sm text-muted-foreground">Nobody speaks yet.</p>
          ) : (
            <table className="w-full text-sm">
              <thead className="sr-only">
                <tr>
                  <th>Character</th>
                  <th>Lines</th>
                  <th>Scenes</th>
                </tr>
              </thead>
              <tbody>
                {characters.map((character) => (
                  <tr key={character.name} data-testid="character-lines">
                    <td className="py-1 pr-2 font-script font-bold uppercase">{character.name}</td>
                    <td className="w-1/2 py-1">
                      <span className="flex items-center gap-2">
                        <span
                          className="h-1.5 rounded-full bg-primary/70"
                          style={{ width: `${maxLines ? (character.lines / maxLines) * 100 : 0}%` }}
                          aria-hidden="true"
                        />
                        <span className="tabular-nums">{character.lines}</span>
                      </span>
                    </td>
                    <td className="py-1 text-right text-muted-foreground tabular-nums">
                      {character.scenes} {character.scenes === 1 ? "scene" : "scenes"}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {statistics.silentCharacters.length > 0 ? (
            <p className="text-xs text-muted-foreground">
              Never speak: {statistics.silentCharacters.join(", ")}
            </p>
          ) : null}
          {statistics.malformedHeadings.length > 0 ? (
            <p className="text-xs text-muted-foreground">
              {statistics.malformedHeadings.length} scene heading
              {statistics.malformedHeadings.length === 1 ? "" : "s"} not in INT./EXT. form.
            </p>
          ) : null}
        </section>
      </CardContent>
    </Card>
  );
}

export { StatisticsPanel };
