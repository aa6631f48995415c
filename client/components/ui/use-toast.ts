import * as React from "react";
import type { ToastActionElement, ToastProps } from "./toast";

/** At most one toast visible; removal 1,000,000 ms after dismissal. */
const TOAST_LIMIT = 1;
const TOAST_REMOVE_DELAY = 1_000_000;

type ToasterToast = ToastProps & {
  id: string;
  title?: React.ReactNode;
  description?: React.ReactNode;
  action?: ToastActionElement;
  /**
   * 'Undo' on the toast: every AI result that replaced the writer's words offers it. Plain data
   * (the toaster draws the button) so this module stays free of the toast's own chunk.
   */
  undo?: () => void;
};

type Action =
  | { type: "ADD_TOAST"; toast: ToasterToast }
  | { type: "UPDATE_TOAST"; toast: Partial<ToasterToast> & { id: string } }
  | { type: "DISMISS_TOAST"; toastId?: string }
  | { type: "REMOVE_TOAST"; toastId?: string };

type State = { toasts: ToasterToast[] };

let count = 0;
function genId() {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return count.toString();
}

const removeTimeouts = new Map<string, ReturnType<typeof setTimeout>>();

function queueRemoval(toastId: string) {
  if (removeTimeouts.has(toastId)) return;
  const timeout = setTimeout(() => {
    removeTimeouts.delete(toastId);
    dispatch({ type: "REMOVE_TOAST", toastId });
  }, TOAST_REMOVE_DELAY);
  removeTimeouts.set(toastId, timeout);
}

export function reducer(state: State, action: Action): State {
  switch (action.type) {
    case "ADD_TOAST":
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case "UPDATE_TOAST":
      return {
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      };
    case "DISMISS_TOAST": {
      const { toastId } = action;
      if (toastId) queueRemoval(toastId);
      else for (const t of state.toasts) queueRemoval(t.id);
      return {
        toasts: state.toasts.map((t) =>
          toastId === undefined || t.id === toastId ? { ...t, open: false } : t,
        ),
      };
    }
    case "REMOVE_TOAST":
      return {
        toasts:
          action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId),
      };
  }
}

const listeners: Array<(state: State) => void> = [];
let memoryState: State = { toasts: [] };

function dispatch(action: Action) {
  memoryState = reducer(memoryState, action);
  for (const listener of listeners) listener(memoryState);
  if (action.type === "ADD_TOAST") requestToaster();
}

/*
 * The toast viewport is its own chunk, mounted by the first toast or once the browser is idle
 * after the first paint (see toaster-host.tsx): a screen's first paint does not wait for it.
 */
let toasterWanted = false;
const toasterListeners = new Set<() => void>();

export function requestToaster(): void {
  if (toasterWanted) return;
  toasterWanted = true;
  for (const listener of toasterListeners) listener();
}

export function useToasterWanted(): boolean {
  return React.useSyncExternalStore(
    (onChange) => {
      toasterListeners.add(onChange);
      return () => toasterListeners.delete(onChange);
    },
    () => toasterWanted,
  );
}

type Toast = Omit<ToasterToast, "id">;

function toast(props: Toast) {
  const id = genId();
  const update = (next: ToasterToast) => dispatch({ type: "UPDATE_TOAST", toast: { ...next, id } });
  const dismiss = () => dispatch({ type: "DISMISS_TOAST", toastId: id });
  dispatch({
    type: "ADD_TOAST",
    toast: {
      ...props,
      id,
      open: true,
      onOpenChange: (open) => {
        if (!open) dismiss();
      },
    },
  });
  return { id, dismiss, update };
}

function useToast() {
  const [state, setState] = React.useState<State>(memoryState);
  React.useEffect(() => {
    listeners.push(setState);
    // A toast may have been added between this component's render and this effect.
    setState(memoryState);
    return () => {
      const index = listeners.indexOf(setState);
      if (index > -1) listeners.splice(index, 1);
    };
  }, []);
  return {
    ...state,
    toast,
    dismiss: (toastId?: string) => dispatch({ type: "DISMISS_TOAST", toastId }),
  };
}

export { toast, useToast };

/** A toast whose 'Undo' puts back what an action replaced; undoing dismisses it. */
export function toastUndoable(props: Omit<Toast, "undo">, undo: () => void) {
  const shown = toast({
    ...props,
    // Long enough to notice what changed and reach the button.
    duration: 10_000,
    undo: () => {
      undo();
      shown.dismiss();
    },
  });
  return shown;
}

/** The one failure toast: the action's failure title, and the error's "<status>: <message>" text. */
export function toastError(title: string, error: unknown) {
  const description =
    error instanceof Error && error.message ? error.message : "An unexpected error occurred";
  return toast({ variant: "destructive", title, description });
}
