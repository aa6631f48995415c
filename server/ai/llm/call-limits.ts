import { GatewayTimeoutError } from "../../errors";

/** The two time limits of an AI call (AI_TIMEOUT_MS, AI_TOTAL_TIMEOUT_MS). */
export type TimeLimits = {
  /** Longest wait for the provider's next data: its answer, or a stream's next piece. */
  idleMs: number;
  /** Longest whole call, retries included. */
  totalMs: number;
};

export type CallLimits = {
  /** Ends the provider request once a limit passes or the caller's own signal fires. */
  readonly signal: AbortSignal;
  /** Data came from the provider: the idle limit starts over. */
  heard(): void;
  /** The 504 of the limit that ended the call, if one did. */
  expired(): GatewayTimeoutError | undefined;
  /** The call is over: stops the timers. */
  end(): void;
};

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`;

const idleError = (ms: number) =>
  new GatewayTimeoutError(
    `The AI model did not answer within the time limit (${seconds(ms)}). Please try again.`,
  );

const totalError = (ms: number) =>
  new GatewayTimeoutError(
    `The AI call took longer than the total time limit (${seconds(ms)}). Please try again.`,
  );

/**
 * Starts both limits of one call. A slow model that keeps sending is never cut off by the idle
 * limit, only by the total one; a model that goes quiet is cut off after the idle limit.
 */
export function callLimits(limits: TimeLimits, caller?: AbortSignal): CallLimits {
  const controller = new AbortController();
  let expired: GatewayTimeoutError | undefined;
  const expire = (error: () => GatewayTimeoutError) => () => {
    expired = error();
    controller.abort(expired);
  };
  // Unreferenced, as AbortSignal.timeout's are: a pending call never keeps the process alive.
  const idle = setTimeout(
    expire(() => idleError(limits.idleMs)),
    limits.idleMs,
  ).unref();
  const total = setTimeout(
    expire(() => totalError(limits.totalMs)),
    limits.totalMs,
  ).unref();
  const callerLeft = () => controller.abort(caller?.reason);
  if (caller?.aborted) callerLeft();
  else caller?.addEventListener("abort", callerLeft, { once: true });
  return {
    signal: controller.signal,
    heard: () => {
      if (!controller.signal.aborted) idle.refresh();
    },
    expired: () => expired,
    end: () => {
      clearTimeout(idle);
      clearTimeout(total);
      caller?.removeEventListener("abort", callerLeft);
    },
  };
}
