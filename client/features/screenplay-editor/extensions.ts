import { acceptCompletion, autocompletion, closeCompletion } from "@codemirror/autocomplete";
import { defaultKeymap, history, historyKeymap } from "@codemirror/commands";
import { type Extension, Prec } from "@codemirror/state";
import { type KeyBinding, keymap } from "@codemirror/view";
import { completionAlreadyTyped, screenplayCompletionSource } from "./completion";
import { elementsField, startsInScene } from "./element-state";
import { SCRIPT_ELEMENTS } from "./elements";
import {
  insertElementBreak,
  nextElementOnTab,
  previousElementOnTab,
  setElement,
} from "./flow-commands";
import { parenthesesNotDoubled, typedCapitals } from "./typing-filters";

/** What the elements need in the state alone (no view): the classification and the typing rules. */
export function screenplayEditing({ inScene = false }: { inScene?: boolean } = {}): Extension {
  return [startsInScene.of(inScene), elementsField, typedCapitals, parenthesesNotDoubled];
}

/** Ctrl/Cmd+1…6 set the elements in Final Draft's order. */
const elementShortcuts: KeyBinding[] = SCRIPT_ELEMENTS.map((element, index) => ({
  key: `Mod-${index + 1}`,
  run: setElement(element),
  preventDefault: true,
}));

const elementKeymap: KeyBinding[] = [
  { key: "Enter", run: insertElementBreak },
  {
    key: "Tab",
    run: (view) => acceptCompletion(view) || nextElementOnTab(view),
    shift: previousElementOnTab,
  },
  ...elementShortcuts,
];

/**
 * The keys: the element flow over the plain editing keys, completion over both (Enter and Tab
 * accept an open list, unless its choice is typed in full already), and undo history.
 */
export function screenplayKeys(): Extension {
  return [
    Prec.highest(
      keymap.of([
        {
          key: "Enter",
          run: (view) =>
            completionAlreadyTyped(view.state) && closeCompletion(view) && insertElementBreak(view),
        },
      ]),
    ),
    // Enter and Tab accept the list as soon as it shows: the writer asked for what it offers.
    autocompletion({ override: [screenplayCompletionSource], icons: false, interactionDelay: 0 }),
    Prec.high(keymap.of(elementKeymap)),
    history(),
    keymap.of([...defaultKeymap, ...historyKeymap]),
  ];
}
