import type { FastifyInstance } from "fastify";
import { TooManyRequestsError } from "../../errors";
import { describeRetryAfter, hitRateLimit } from "../../lib/rate-limit";

/**
 * Per-user AI throttle, kept in the database so every server process shares
 * it: AI_THROTTLE_LIMIT calls per AI_THROTTLE_WINDOW_MS (default 60 per 10 minutes).
 */
export async function throttleAiCall(app: FastifyInstance, userId: number): Promise<void> {
  const { throttleLimit, throttleWindowMs } = app.config.ai;
  const { count, retryAfterSeconds } = await hitRateLimit(
    app.db,
    `ai:${userId}`,
    throttleWindowMs,
    app.clock(),
  );
  if (count > throttleLimit) {
    throw new TooManyRequestsError(
      `Too many AI requests: the limit is ${throttleLimit} per ${describeRetryAfter(Math.round(throttleWindowMs / 1000))}. Try again in ${describeRetryAfter(retryAfterSeconds)}.`,
      retryAfterSeconds,
    );
  }
}
