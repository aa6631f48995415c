import { describe, expect, it } from "vitest";
import type { Scene } from "#shared/schemas/scene";
import { draftScenes, scenesToDraft } from "./draft-scenes";

function scene(id: number, sceneNumber: number, beat: string | null, content: string | null) {
  return { id, sceneNumber, heading: `INT. ROOM ${id} - DAY`, beat, content } as Scene;
}

describe("scenesToDraft", () => {
  it("takes the scenes with a beat and no text, in scene order", () => {
    const scenes = [
      scene(1, 3, "She leaves.", null),
      scene(2, 1, "He arrives.", "  "),
      scene(3, 2, "They talk.", "HE\nHi."),
      scene(4, 4, null, null),
      scene(5, 5, " ", ""),
    ];
    expect(scenesToDraft(scenes).map((s) => s.id)).toEqual([2, 1]);
  });
});

describe("draftScenes", () => {
  const queue = [scene(1, 1, "a", null), scene(2, 2, "b", null), scene(3, 3, "c", null)];

  it("writes and saves each scene in order before starting the next", async () => {
    const log: string[] = [];
    await draftScenes(queue, new AbortController().signal, {
      onStart: (index) => log.push(`start ${index}`),
      write: async (s) => {
        log.push(`write ${s.id}`);
        return `text ${s.id}`;
      },
      save: async (s, content) => {
        log.push(`save ${s.id}: ${content}`);
      },
    });
    expect(log).toEqual([
      "start 0",
      "write 1",
      "save 1: text 1",
      "start 1",
      "write 2",
      "save 2: text 2",
      "start 2",
      "write 3",
      "save 3: text 3",
    ]);
  });

  it("stopped while a scene is written, saves none of it and starts no other", async () => {
    const stop = new AbortController();
    const saves: number[] = [];
    const writes: number[] = [];
    await draftScenes(queue, stop.signal, {
      onStart: () => undefined,
      write: async (s, signal) => {
        writes.push(s.id);
        if (s.id === 1) return "whole scene";
        stop.abort();
        throw signal.reason;
      },
      save: async (s) => {
        saves.push(s.id);
      },
    });
    expect([saves, writes]).toEqual([[1], [1, 2]]);
  });

  it("throws a failure after saving the scenes before it", async () => {
    const saves: number[] = [];
    const failure = new Error("502: The AI provider failed to answer.");
    await expect(
      draftScenes(queue, new AbortController().signal, {
        onStart: () => undefined,
        write: async (s) => {
          if (s.id === 2) throw failure;
          return "text";
        },
        save: async (s) => {
          saves.push(s.id);
        },
      }),
    ).rejects.toBe(failure);
    expect(saves).toEqual([1]);
  });
});
