import * as React from "react";

/** What a lazily loaded control must accept: it opens at once when it replaces its trigger. */
type Openable = { defaultOpen?: boolean };

/** A control's code (a dialog, a menu), loaded the first time someone reaches for it. */
export type LazyControlCode<P> = {
  load: () => Promise<React.ComponentType<P & Openable>>;
  loading?: Promise<React.ComponentType<P & Openable>>;
};

export function lazyControl<P>(
  load: () => Promise<React.ComponentType<P & Openable>>,
): LazyControlCode<P> {
  return { load };
}

/** What the stand-in trigger needs so that using it loads (and opens) the control. */
export type TriggerProps = Pick<
  React.ComponentProps<"button">,
  "onClick" | "onFocus" | "onPointerEnter" | "aria-expanded"
>;

/**
 * A dialog or menu whose code loads only once someone reaches for it (points at or focuses its
 * trigger) rather than with the page: until then `trigger` stands in for the control's own
 * trigger, and the first click on it loads the control and opens it in its place.
 */
function LazyControl<P extends object>({
  code,
  trigger,
  ...props
}: { code: LazyControlCode<P>; trigger: (props: TriggerProps) => React.ReactNode } & P) {
  const [Control, setControl] = React.useState<React.ComponentType<P & Openable>>();
  const load = () => {
    code.loading ??= code.load().catch((error: unknown) => {
      code.loading = undefined; // the next attempt tries again
      throw error;
    });
    return code.loading;
  };
  // `props` is P: what is left once `code` and `trigger` are taken out.
  if (Control) return <Control {...(props as P)} defaultOpen />;
  return trigger({
    "aria-expanded": false,
    onPointerEnter: () => void load().catch(() => undefined),
    onFocus: () => void load().catch(() => undefined),
    onClick: () => void load().then((loaded) => setControl(() => loaded)),
  });
}

export { LazyControl };
