export type SseEvent = { event: string; data: Record<string, unknown> };

/** Parses an SSE body: blocks of `event:` and `data:` lines separated by a blank line. */
export function parseEvents(body: string): SseEvent[] {
  return body
    .split("\n\n")
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.+)$/m.exec(block)?.[1] ?? "";
      const data = JSON.parse(/^data: (.+)$/m.exec(block)?.[1] ?? "{}") as Record<string, unknown>;
      return { event, data };
    });
}

/** The texts of the `chunk` events, joined: the scene as the client received it. */
export function chunkText(events: SseEvent[]): string {
  return events
    .filter((e) => e.event === "chunk")
    .map((e) => e.data.text)
    .join("");
}
