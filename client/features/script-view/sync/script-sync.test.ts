import { history, undo } from "@codemirror/commands";
import { EditorState, type TransactionSpec } from "@codemirror/state";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SceneDraft } from "#client/entities/scenes/scene-draft-store";
import { ApiError } from "#client/lib/api-client";
import type { CreateSceneInput, Scene } from "#shared/schemas/scene";
import type { Screenplay } from "#shared/schemas/screenplay";
import { marksOf, mergeQuestionOf, placeScenes, sceneMarksExtension } from "../model/scene-marks";
import { buildScript } from "../model/script-text";
import { loadScript } from "./load-script";
import { ScriptSync } from "./script-sync";

const T0 = "2026-11-24T10:00:00.000Z";
const later = (n: number) => new Date(Date.parse(T0) + n * 1000).toISOString();

function row(id: number, sceneNumber: number, heading: string, content: string): Scene {
  return {
    id,
    screenplayId: 7,
    sceneNumber,
    heading,
    content,
    beat: null,
    characters: [],
    locations: [],
    timeOfDay: null,
    act: "Act 2",
    createdAt: T0,
    updatedAt: T0,
  };
}

const ROWS = [
  row(11, 1, "INT. DINER - NIGHT", "Neon hums.\n\nMAYA\nYou're late."),
  row(12, 2, "INT. WAREHOUSE - NIGHT", "Crates tower in the dark."),
  row(13, 3, "EXT. HARBOR - DAWN", "Gulls wheel over the water."),
];

/** The server as the view sees it: its scenes, and every call made to it, in order. */
function fakeServer(rows: Scene[]) {
  const scenes = new Map(rows.map((scene) => [scene.id, { ...scene }]));
  const calls: string[] = [];
  let clock = 0;
  let nextId = 100;
  const api = {
    createScene: vi.fn(async (input: CreateSceneInput) => {
      const id = nextId++;
      calls.push(
        `create ${input.heading} ${JSON.stringify({ before: input.beforeSceneId, number: input.sceneNumber })}`,
      );
      const sceneNumber =
        input.sceneNumber ?? (scenes.get(input.beforeSceneId ?? 0)?.sceneNumber as number);
      for (const scene of scenes.values())
        if (scene.sceneNumber >= sceneNumber) scene.sceneNumber++;
      const created = {
        ...row(id, sceneNumber, input.heading, input.content ?? ""),
        act: input.act ?? null,
      };
      scenes.set(id, created);
      return { ...created };
    }),
    updateScene: vi.fn(
      async ({
        id,
        updatedAt,
        ...input
      }: {
        id: number;
        updatedAt?: string;
        heading?: string;
        content?: string | null;
      }) => {
        calls.push(`update ${id}`);
        const scene = scenes.get(id) as Scene;
        if (updatedAt !== scene.updatedAt)
          throw new ApiError(409, "changed elsewhere", {
            message: "changed",
            current: { ...scene },
          });
        Object.assign(scene, input, { updatedAt: later(++clock) });
        return { ...scene };
      },
    ),
    deleteScene: vi.fn(async (id: number) => {
      calls.push(`delete ${id}`);
      scenes.delete(id);
    }),
    reorderScenes: vi.fn(async (ids: number[]) => {
      calls.push(`order ${ids.join(",")}`);
      for (const [i, id] of ids.entries()) (scenes.get(id) as Scene).sceneNumber = i + 1;
      return ids.map((id) => ({ ...(scenes.get(id) as Scene) }));
    }),
    saveOpening: vi.fn(async (opening: string) => {
      calls.push(`opening ${opening}`);
      return { opening, updatedAt: later(++clock) } as Screenplay;
    }),
  };
  return { api, scenes, calls };
}

/** The Script view without its screen: the editor's state, the sync, a server and a draft store. */
function scriptView(rows = ROWS, storedDrafts = new Map<number, SceneDraft>()) {
  const server = fakeServer(rows);
  const drafts = storedDrafts;
  const failures: string[] = [];
  const loaded = loadScript("", rows, (id) => drafts.get(id));
  let state = EditorState.create({
    doc: loaded.text,
    extensions: [history(), sceneMarksExtension(loaded.starts)],
  });
  const sync: ScriptSync = new ScriptSync({
    screenplayId: 7,
    api: server.api,
    drafts: {
      write: (id, draft) => {
        server.calls.push(`draft ${id}`);
        drafts.set(id, { ...draft, savedAt: T0 });
      },
      remove: (id) => {
        if (drafts.delete(id)) server.calls.push(`cleared ${id}`);
      },
    },
    port: { state: () => state, dispatch: (spec: TransactionSpec) => dispatch(spec) },
    screenplayUpdatedAt: () => T0,
    onScreenplay: () => {},
    onWritten: () => {},
    onFailure: (title) => failures.push(title),
  });
  function dispatch(spec: TransactionSpec) {
    const tr = state.update(spec);
    state = tr.state;
    sync.noteTransaction(tr);
  }
  sync.start(rows, "", loaded.restored);
  return {
    sync,
    server,
    drafts,
    failures,
    get state() {
      return state;
    },
    dispatch,
    /** Types into scene 2's action line, just before " in the dark". */
    typeInWarehouse: (text: string) =>
      dispatch({ changes: { from: state.doc.toString().indexOf(" in the dark"), insert: text } }),
    /** Someone else saves scene `id` on the server after the view loaded it. */
    changeElsewhere: (id: number, fields: Partial<Scene>) =>
      Object.assign(server.scenes.get(id) as Scene, fields, { updatedAt: later(50) }),
    undo: () =>
      undo({
        state,
        dispatch: (tr) => {
          state = tr.state;
          sync.noteTransaction(tr);
        },
      }),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("saving the Script view scene by scene", () => {
  it("saves an edit inside scene 2 as scene 2 only, its draft kept first and cleared after", async () => {
    const view = scriptView();
    view.typeInWarehouse(", dusty");
    await view.sync.flush();
    expect(view.server.calls).toEqual(["draft 12", "update 12", "cleared 12"]);
    expect(view.server.api.updateScene).toHaveBeenCalledWith({
      id: 12,
      updatedAt: T0,
      heading: "INT. WAREHOUSE - NIGHT",
      content: "Crates tower, dusty in the dark.",
    });
    expect(view.drafts.size).toBe(0);
    expect(view.sync.getSnapshot().status).toBe("saved");
  });

  it("saves after a pause in typing, not on every keystroke", async () => {
    const view = scriptView();
    for (const letter of ", dusty") {
      view.typeInWarehouse(letter);
      await vi.advanceTimersByTimeAsync(200);
    }
    expect(view.server.api.updateScene).not.toHaveBeenCalled();
    expect(view.drafts.get(12)?.values.content).toContain("Crates tower, d");
    await vi.advanceTimersByTimeAsync(800);
    expect(view.server.api.updateScene).toHaveBeenCalledTimes(1);
    expect(view.server.scenes.get(12)?.content).toBe("Crates tower, dusty in the dark.");
  });

  it("writes nothing when an edit is undone before the pause", async () => {
    const view = scriptView();
    view.dispatch({ changes: { from: 0, to: 3, insert: "EXT" } });
    view.undo();
    await view.sync.flush();
    expect(
      view.server.calls.filter((call) => !call.startsWith("draft") && !call.startsWith("cleared")),
    ).toEqual([]);
  });

  it("saves a replace-all across two scenes as their two saves, and its undo as two more", async () => {
    const view = scriptView();
    const text = () => view.state.doc.toString();
    view.dispatch({
      changes: [
        { from: text().indexOf("Neon"), to: text().indexOf("Neon") + 4, insert: "Halogen" },
        { from: text().indexOf("Gulls"), to: text().indexOf("Gulls") + 5, insert: "Terns" },
      ],
      userEvent: "input.replace.all",
    });
    await view.sync.flush();
    view.undo();
    await view.sync.flush();
    expect(view.server.calls.filter((call) => call.startsWith("update"))).toEqual([
      "update 11",
      "update 13",
      "update 11",
      "update 13",
    ]);
    expect(view.server.scenes.get(11)?.content).toBe(ROWS[0]?.content);
    expect(view.server.scenes.get(13)?.content).toBe(ROWS[2]?.content);
  });

  it("creates a heading typed at the end as the next number, and one typed between scenes before the next", async () => {
    const view = scriptView();
    view.dispatch({
      changes: { from: view.state.doc.length, insert: "\n\nEXT. ROOF - NIGHT\n\nWind." },
    });
    await view.sync.flush();
    expect(view.server.api.createScene).toHaveBeenCalledWith({
      screenplayId: 7,
      sceneNumber: 4,
      heading: "EXT. ROOF - NIGHT",
      content: "Wind.",
      act: "Act 2",
      locations: ["ROOF"],
    });
    expect(marksOf(view.state).map((mark) => mark.id)).toEqual([11, 12, 13, 100]);

    const at = view.state.doc.toString().indexOf("\n\nEXT. HARBOR");
    view.dispatch({ changes: { from: at, insert: "\n\nINT. OFFICE - DAY" } });
    await view.sync.flush();
    expect(view.server.calls).toContain('create INT. OFFICE - DAY {"before":13}');
    expect(
      [...view.server.scenes.values()]
        .sort((a, b) => a.sceneNumber - b.sceneNumber)
        .map((s) => s.id),
    ).toEqual([11, 12, 101, 13, 100]);
    // The scene it was typed in lost only the new scene's lines.
    expect(view.server.scenes.get(12)?.content).toBe("Crates tower in the dark.");
  });

  it("keeps a scene typed after another in that scene's draft until it is created", async () => {
    const view = scriptView();
    view.dispatch({ changes: { from: view.state.doc.length, insert: "\n\nEXT. ROOF - NIGHT" } });
    await vi.advanceTimersByTimeAsync(300);
    expect(view.drafts.get(13)?.values.content).toBe(
      "Gulls wheel over the water.\n\nEXT. ROOF - NIGHT",
    );
    await view.sync.flush();
    expect(view.drafts.size).toBe(0);
  });

  it("merges a scene whose heading was deleted only once the writer agrees: the scene before it saved first", async () => {
    const view = scriptView();
    const heading = "INT. WAREHOUSE - NIGHT\n\n";
    const from = view.state.doc.toString().indexOf(heading);
    view.dispatch({ changes: { from, to: from + heading.length } });
    expect(view.sync.getSnapshot().question?.ids).toEqual([12]);
    await view.sync.flush();
    expect(view.server.calls).toEqual([]);
    view.sync.answerMerge(true);
    await view.sync.flush();
    expect(
      view.server.calls.filter((call) => !call.startsWith("draft") && !call.startsWith("cleared")),
    ).toEqual(["update 11", "delete 12"]);
    expect(view.server.scenes.get(11)?.content).toBe(
      "Neon hums.\n\nMAYA\nYou're late.\n\nCrates tower in the dark.",
    );
  });

  it("restores the heading and writes nothing when the writer says no to merging", async () => {
    const view = scriptView();
    const before = view.state.doc.toString();
    const from = before.indexOf("INT. WAREHOUSE");
    view.dispatch({ changes: { from, to: from + 5 } });
    view.sync.answerMerge(false);
    expect(view.state.doc.toString()).toBe(before);
    expect(mergeQuestionOf(view.state)).toBeNull();
    await view.sync.flush();
    expect(
      view.server.calls.filter((call) => !call.startsWith("draft") && !call.startsWith("cleared")),
    ).toEqual([]);
  });

  it("sends a new order, and the old one again when the move is undone", async () => {
    const view = scriptView();
    const moved = buildScript(
      "",
      [ROWS[2], ROWS[0], ROWS[1]].map((s) => ({
        id: s?.id as number,
        heading: s?.heading as string,
        content: s?.content as string,
      })),
    );
    view.dispatch({
      changes: { from: 0, to: view.state.doc.length, insert: moved.text },
      effects: placeScenes.of(moved.starts),
    });
    await view.sync.flush();
    view.undo();
    await view.sync.flush();
    expect(view.server.calls).toEqual(["order 13,11,12", "order 11,12,13"]);
  });

  it("shows a conflict for a scene changed elsewhere, and saves the writer's words over it when asked", async () => {
    const view = scriptView();
    view.changeElsewhere(12, { content: "Theirs." });
    view.typeInWarehouse(", dusty");
    await view.sync.flush();
    const [conflict] = view.sync.getSnapshot().conflicts;
    expect(conflict).toMatchObject({ kind: "scene", id: 12, current: { content: "Theirs." } });
    expect(view.drafts.get(12)?.values.content).toBe("Crates tower, dusty in the dark.");
    view.sync.keepMine(conflict as NonNullable<typeof conflict>);
    await view.sync.flush();
    expect(view.server.scenes.get(12)?.content).toBe("Crates tower, dusty in the dark.");
    expect(view.drafts.size).toBe(0);
  });

  it("replaces the writer's words with the saved version when they choose theirs", async () => {
    const view = scriptView();
    view.changeElsewhere(12, { content: "Theirs." });
    view.typeInWarehouse(", dusty");
    await view.sync.flush();
    const [conflict] = view.sync.getSnapshot().conflicts;
    view.sync.takeTheirs(conflict as NonNullable<typeof conflict>);
    await view.sync.flush();
    expect(view.state.doc.toString()).toContain("INT. WAREHOUSE - NIGHT\n\nTheirs.\n\nEXT. HARBOR");
    expect(view.server.calls.filter((call) => call.startsWith("update"))).toEqual(["update 12"]);
    expect(view.drafts.size).toBe(0);
  });

  it("saves again on the new version when only something besides the words changed elsewhere", async () => {
    const view = scriptView();
    view.changeElsewhere(12, { beat: "A new beat." });
    view.typeInWarehouse(", dusty");
    await view.sync.flush();
    expect(view.sync.getSnapshot().conflicts).toEqual([]);
    expect(view.server.scenes.get(12)).toMatchObject({
      beat: "A new beat.",
      content: "Crates tower, dusty in the dark.",
    });
  });

  it("puts a scene's unsaved draft back into the script and saves it against the draft's version", async () => {
    const drafts = new Map<number, SceneDraft>([
      [
        13,
        {
          values: {
            sceneNumber: 3,
            act: "Act 2",
            heading: "EXT. HARBOR - DAWN",
            timeOfDay: "DAWN",
            beat: "",
            characters: [],
            content: "Typed before the tab closed.",
          },
          baseUpdatedAt: T0,
          savedAt: T0,
        },
      ],
    ]);
    const view = scriptView(ROWS, drafts);
    expect(view.state.doc.toString()).toContain(
      "EXT. HARBOR - DAWN\n\nTyped before the tab closed.",
    );
    await vi.advanceTimersByTimeAsync(800);
    expect(view.server.scenes.get(13)?.content).toBe("Typed before the tab closed.");
    expect(drafts.size).toBe(0);
  });

  it("keeps the draft and says so once when a save fails", async () => {
    const view = scriptView();
    view.server.api.updateScene.mockRejectedValue(new TypeError("Failed to fetch"));
    view.typeInWarehouse(", dusty");
    await view.sync.flush();
    view.typeInWarehouse("!");
    await view.sync.flush();
    expect(view.failures).toEqual(["Failed to save the scene"]);
    expect(view.drafts.get(12)?.values.content).toBe("Crates tower, dusty! in the dark.");
    expect(view.sync.getSnapshot().status).toBe("failed");
  });
});
