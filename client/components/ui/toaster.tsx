import * as React from "react";
import {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from "./toast";
import { useToast } from "./use-toast";

/** Keeps --toast-height (styles.css) at the viewport's height, for the room a dialog makes. */
function useMeasuredHeight(viewport: React.RefObject<HTMLOListElement | null>) {
  React.useLayoutEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty("--toast-height", `${element.offsetHeight}px`),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--toast-height");
    };
  }, [viewport]);
}

/** Toasts: 5000 ms by default, swipe right 50 px to dismiss, F8 focuses the viewport. */
function Toaster() {
  const { toasts } = useToast();
  const viewport = React.useRef<HTMLOListElement>(null);
  useMeasuredHeight(viewport);
  return (
    <ToastProvider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {toasts.map(({ id, title, description, action, undo, ...props }) => (
        <Toast key={id} {...props}>
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action}
          {undo ? (
            <ToastAction altText="Undo the change" onClick={undo}>
              Undo
            </ToastAction>
          ) : null}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport ref={viewport} hotkey={["F8"]} />
    </ToastProvider>
  );
}

export { Toaster };
