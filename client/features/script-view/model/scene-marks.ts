import { invertedEffects } from "@codemirror/commands";
import {
  type ChangeDesc,
  type ChangeSet,
  EditorState,
  type Extension,
  StateEffect,
  StateField,
  type Text,
  type Transaction,
  type TransactionSpec,
} from "@codemirror/state";
import { isHeadingLine } from "./script-text";

/**
 * Where each scene starts in the Script view, kept in the editor's state and moved with every
 * change, so the text is never searched for headings to find its scenes again. A scene's
 * stretch runs from its start to the next scene's start.
 *
 * Ids are the scenes' own; a scene typed in the script and not yet created on the server has a
 * negative id until `sceneCreated` gives it its own.
 */
export type SceneId = number;
export type SceneMark = { readonly id: SceneId; readonly start: number };

/** A scene whose heading was taken away, and how to give it back. */
export type MergeQuestion = {
  /** The scenes (already created) whose first line is no longer a heading, in script order. */
  ids: readonly SceneId[];
  /** Puts back the text of the change that took the headings away. */
  restore: ChangeSet;
  /** Where the scenes started before that change. */
  marksBefore: readonly SceneMark[];
};

type Marks = {
  marks: readonly SceneMark[];
  /** The id the next typed scene gets: -1, -2, … */
  nextNewId: SceneId;
  /** Typed scenes' ids → the ids the server gave them, for history entries that name the old. */
  created: ReadonlyMap<SceneId, SceneId>;
  question: MergeQuestion | null;
};

/** Marks carried by an effect follow the changes made after it (in the undo history). */
const mapCarried = (marks: readonly SceneMark[], changes: ChangeDesc) =>
  marks.map((mark) => ({ id: mark.id, start: changes.mapPos(mark.start, 1) }));

/** The scenes in a new order (a move in the navigator, its undo or redo, the first load). */
export const placeScenes = StateEffect.define<readonly SceneMark[]>({ map: mapCarried });
/** The server created a typed scene: its temporary id becomes the scene's own. */
export const sceneCreated = StateEffect.define<{ newId: SceneId; id: SceneId }>();
/** The writer agreed: these scenes join the scene before them (their marks go). */
export const mergeScenes = StateEffect.define<readonly SceneId[]>();
/** The writer said no to merging: sent with the question's `restore` changes. */
export const keepHeadings = StateEffect.define<readonly SceneMark[]>({ map: mapCarried });

const isNew = (id: SceneId) => id < 0;

function lineIsHeading(doc: Text, lineNumber: number): boolean {
  const line = doc.line(lineNumber);
  const afterBlank = lineNumber === 1 || doc.line(lineNumber - 1).text.trim() === "";
  return isHeadingLine(line.text, afterBlank);
}

/**
 * Whether a scene still starts where its mark is: at the start of a heading line. A heading
 * that lost the blank line before it is still taken as one: that is layout, and a merge
 * question for a deleted blank line would be out of all proportion.
 */
function startsScene(doc: Text, start: number): boolean {
  const line = doc.lineAt(start);
  return line.from === start && isHeadingLine(line.text, true);
}

/** The scenes whose heading is gone: not at a heading line, or squeezed to nothing by a deletion. */
export function headlessScenes(doc: Text, marks: readonly SceneMark[]): SceneId[] {
  return marks
    .filter((mark, i) => mark.start === marks[i + 1]?.start || !startsScene(doc, mark.start))
    .map((mark) => mark.id);
}

/**
 * A text typed or pasted at a scene's start that ends a line belongs to what comes before it,
 * so a heading typed there starts a scene before this one instead of renaming it. Anything
 * else typed there (a "." that forces the heading, a fixed letter) stays on the heading line.
 */
function mapStart(start: number, changes: ChangeDesc, doc: Text): number {
  const after = changes.mapPos(start, 1);
  return doc.lineAt(after).from === after ? after : changes.mapPos(start, -1);
}

function mapMarks(marks: readonly SceneMark[], changes: ChangeDesc, doc: Text): SceneMark[] {
  return marks.map((mark) => ({ id: mark.id, start: mapStart(mark.start, changes, doc) }));
}

/** Heading lines the change wrote (or made headings by a blank line typed before them). */
function typedHeadingStarts(tr: Transaction, taken: ReadonlySet<number>): number[] {
  const doc = tr.newDoc;
  const found = new Set<number>();
  tr.changes.iterChangedRanges((_fromA, _toA, fromB, toB) => {
    const first = doc.lineAt(fromB).number;
    const last = Math.min(doc.lineAt(toB).number + 1, doc.lines);
    for (let n = first; n <= last; n++) {
      const { from } = doc.line(n);
      if (!taken.has(from) && lineIsHeading(doc, n)) found.add(from);
    }
  });
  return [...found];
}

function withTypedScenes(value: Marks, marks: SceneMark[], tr: Transaction): Marks {
  const starts = typedHeadingStarts(tr, new Set(marks.map((mark) => mark.start)));
  let nextNewId = value.nextNewId;
  const typed = starts.map((start) => ({ id: nextNewId--, start }));
  const all = [...marks, ...typed].sort((a, b) => a.start - b.start || a.id - b.id);
  return { ...value, marks: all, nextNewId };
}

/**
 * After a change, a typed scene that lost its heading simply goes (it was never saved); a saved
 * one keeps its mark and becomes the question, asked before anything else is written.
 */
function withHeadlessScenes(before: Marks, value: Marks, tr: Transaction): Marks {
  const headless = new Set(headlessScenes(tr.newDoc, value.marks));
  if (headless.size === 0) return value;
  const marks = value.marks.filter((mark) => !(headless.has(mark.id) && isNew(mark.id)));
  const ids = marks.filter((mark) => headless.has(mark.id)).map((mark) => mark.id);
  if (ids.length === 0 || value.question) return { ...value, marks };
  const question = {
    ids,
    restore: tr.changes.invert(tr.startState.doc),
    marksBefore: before.marks,
  };
  return { ...value, marks, question };
}

function applyEffects(value: Marks, tr: Transaction): { value: Marks; placed: boolean } {
  let next = value;
  let placed = false;
  for (const effect of tr.effects) {
    const own = (marks: readonly SceneMark[]) =>
      marks.map((mark) => ({ ...mark, id: next.created.get(mark.id) ?? mark.id }));
    if (effect.is(placeScenes)) {
      next = { ...next, marks: own(effect.value) };
      placed = true;
    } else if (effect.is(keepHeadings)) {
      next = { ...next, marks: own(effect.value), question: null };
      placed = true;
    } else if (effect.is(sceneCreated)) {
      const { newId, id } = effect.value;
      const marks = next.marks.map((mark) => (mark.id === newId ? { ...mark, id } : mark));
      next = { ...next, marks, created: new Map(next.created).set(newId, id) };
    } else if (effect.is(mergeScenes)) {
      const merged = new Set(effect.value);
      next = { ...next, marks: next.marks.filter((mark) => !merged.has(mark.id)), question: null };
    }
  }
  return { value: next, placed };
}

const sceneMarks = StateField.define<Marks>({
  create: () => ({ marks: [], nextNewId: -1, created: new Map(), question: null }),
  update(value, tr) {
    const mapped = tr.docChanged
      ? { ...value, marks: mapMarks(value.marks, tr.changes, tr.newDoc) }
      : value;
    const { value: next, placed } = applyEffects(mapped, tr);
    if (!tr.docChanged || placed) return next;
    return withHeadlessScenes(value, withTypedScenes(next, [...next.marks], tr), tr);
  },
});

/** While the merge question waits for its answer, only the answer may change the text. */
const holdWhileAsking = EditorState.changeFilter.of(
  (tr) =>
    tr.startState.field(sceneMarks).question === null ||
    tr.effects.some((effect) => effect.is(keepHeadings) || effect.is(mergeScenes)),
);

/**
 * The writer's yes to the merge question: the scenes' marks go, and so does a heading line left
 * empty with the blank lines after it, so the texts join with one blank line between them.
 */
export function mergeHeadlessScenes(state: EditorState): TransactionSpec | null {
  const question = state.field(sceneMarks).question;
  if (!question) return null;
  const going = new Set(question.ids);
  const changes = state.field(sceneMarks).marks.flatMap((mark) => {
    const line = state.doc.lineAt(mark.start);
    if (!going.has(mark.id) || line.text.trim() !== "" || line.from !== mark.start) return [];
    let last = line;
    while (last.number < state.doc.lines && state.doc.line(last.number + 1).text.trim() === "")
      last = state.doc.line(last.number + 1);
    return last.number < state.doc.lines ? [{ from: line.from, to: last.to + 1 }] : [];
  });
  return { changes, effects: mergeScenes.of(question.ids) };
}

/** Undoing a move of scenes puts them back in the order before it (and redo again). */
const undoableMoves = invertedEffects.of((tr) =>
  tr.effects.some((effect) => effect.is(placeScenes)) &&
  tr.startState.field(sceneMarks).marks.length
    ? [placeScenes.of(tr.startState.field(sceneMarks).marks)]
    : [],
);

/**
 * The scene starts, from where the scenes start in the loaded script, and the rules that keep
 * them right as the writer types.
 */
export function sceneMarksExtension(starts: readonly SceneMark[]): Extension {
  const loaded = { marks: starts, nextNewId: -1, created: new Map(), question: null };
  return [sceneMarks.init(() => loaded), holdWhileAsking, undoableMoves];
}

export const marksOf = (state: EditorState) => state.field(sceneMarks).marks;
export const mergeQuestionOf = (state: EditorState) => state.field(sceneMarks).question;
