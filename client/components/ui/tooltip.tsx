import { Slot } from "radix-ui";
import * as React from "react";
import { cn } from "#client/lib/cn";

/** Tooltips open after 700 ms of hover; a second tooltip within 300 ms of the last opens at once. */
const OPEN_DELAY_MS = 700;
const SKIP_DELAY_MS = 300;
let lastClosedAt = Number.NEGATIVE_INFINITY;

type TooltipState = {
  open: boolean;
  contentId: string;
  show: (afterDelay: boolean) => void;
  hide: () => void;
};

const TooltipContext = React.createContext<TooltipState | null>(null);

function useTooltip(): TooltipState {
  const tooltip = React.useContext(TooltipContext);
  if (!tooltip) throw new Error("Tooltip parts must be used inside <Tooltip>");
  return tooltip;
}

/**
 * A label shown under its trigger (the header's help icon). It opens after a hover delay, or at
 * once on keyboard focus, and closes on leave, blur, click, scroll or Escape. Plain
 * markup rather than Radix: a tooltip under a button needs no positioning engine, and Radix's
 * (~20 KB gzip) would load with every signed-in screen.
 */
function Tooltip({ children }: { children: React.ReactNode }) {
  const [open, setOpen] = React.useState(false);
  const timer = React.useRef<number>(undefined);
  const contentId = React.useId();

  const hide = React.useCallback(() => {
    window.clearTimeout(timer.current);
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = Date.now();
      return false;
    });
  }, []);
  const show = React.useCallback((afterDelay: boolean) => {
    window.clearTimeout(timer.current);
    const skipDelay = Date.now() - lastClosedAt < SKIP_DELAY_MS;
    if (!afterDelay || skipDelay) setOpen(true);
    else timer.current = window.setTimeout(() => setOpen(true), OPEN_DELAY_MS);
  }, []);

  React.useEffect(() => () => window.clearTimeout(timer.current), []);
  React.useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") hide();
    };
    window.addEventListener("keydown", onKeyDown);
    window.addEventListener("scroll", hide, { capture: true, passive: true });
    return () => {
      window.removeEventListener("keydown", onKeyDown);
      window.removeEventListener("scroll", hide, { capture: true });
    };
  }, [open, hide]);

  const state = React.useMemo(
    () => ({ open, contentId, show, hide }),
    [open, contentId, show, hide],
  );
  return (
    <TooltipContext value={state}>
      <span className="relative inline-flex">{children}</span>
    </TooltipContext>
  );
}

/** Its only child (a button) is the trigger. */
function TooltipTrigger({ children }: { children: React.ReactElement }) {
  const { open, contentId, show, hide } = useTooltip();
  // Focus that follows a click is not keyboard focus: the click closes the tooltip instead.
  const pointerDown = React.useRef(false);
  return (
    <Slot.Root
      aria-describedby={open ? contentId : undefined}
      onPointerEnter={(event: React.PointerEvent) => {
        if (event.pointerType !== "touch") show(true);
      }}
      onPointerLeave={hide}
      onPointerDown={() => {
        pointerDown.current = true;
        hide();
        const release = () => {
          pointerDown.current = false;
        };
        window.addEventListener("pointerup", release, { once: true });
      }}
      onFocus={() => {
        if (!pointerDown.current) show(false);
      }}
      onBlur={hide}
      onClick={hide}
    >
      {children}
    </Slot.Root>
  );
}

function TooltipContent({ className, ...props }: React.ComponentProps<"div">) {
  const { open, contentId } = useTooltip();
  if (!open) return null;
  return (
    <div
      role="tooltip"
      id={contentId}
      className={cn(
        "absolute top-full left-1/2 z-50 mt-1.5 -translate-x-1/2 animate-[fade-in_120ms_ease-out] rounded-md bg-foreground px-2.5 py-1.5 text-xs whitespace-nowrap text-background shadow-md",
        className,
      )}
      {...props}
    />
  );
}

export { Tooltip, TooltipContent, TooltipTrigger };
