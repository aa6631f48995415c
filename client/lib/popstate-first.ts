/**
 * popstate handlers that run before the router's. Listeners on window run in the order they
 * were added, and wouter adds its own when the app first renders; this module is imported by
 * main.tsx before that, so a handler here can stop the event (stopImmediatePropagation) before
 * wouter shows another page: the unsaved-changes guard asks first.
 */
type Handler = (event: PopStateEvent) => void;
const handlers = new Set<Handler>();

export function onPopStateFirst(handler: Handler): () => void {
  handlers.add(handler);
  return () => {
    handlers.delete(handler);
  };
}

window.addEventListener("popstate", (event) => {
  for (const handler of handlers) handler(event);
});
