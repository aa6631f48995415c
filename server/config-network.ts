import { isIP } from "node:net";
import { z } from "zod";

/** `false`, a number of proxy hops, or the proxies' addresses: Fastify's `trustProxy`. */
export type TrustProxy = false | number | string[];

const HOPS = /^\d{1,2}$/;

/** proxy-addr's names for address ranges. */
const RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Who may say which address a request came from. Never "anyone": with `true` Fastify believes
 * the first X-Forwarded-For entry, which the client writes itself, and every per-IP limit falls.
 */
export const TrustProxySchema = z
  .string()
  .default("false")
  .transform((value, context): TrustProxy => {
    const trimmed = value.trim();
    if (trimmed === "false" || trimmed === "0") return false;
    if (HOPS.test(trimmed)) return Number(trimmed);
    const entries = trimmed.split(",").map((entry) => entry.trim());
    if (trimmed !== "true" && entries.every(isAddressOrRange)) return entries;
    context.addIssue({
      code: "custom",
      message:
        "TRUST_PROXY must be false, the proxies' addresses (e.g. 10.0.0.1,10.0.0.0/8 or loopback), or their number (e.g. 1); `true` would trust whatever a client writes in X-Forwarded-For",
    });
    return z.NEVER;
  });

/**
 * Fastify's form. A hop count trusts the nearest hops whoever they are (Fastify itself no longer
 * takes a number): right only when the server cannot be reached but through its proxies.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== "number") return trust;
  return (_address, hop) => hop < trust;
}

const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

/** `name[:port]` entries, lower-cased; unset means this machine's loopback names on PORT. */
export function parseAllowedHosts(value: string | undefined, port: number): string[] {
  if (value === undefined) return ["localhost", "127.0.0.1", "[::1]"].map((h) => `${h}:${port}`);
  return value
    .split(",")
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== "");
}

export const AllowedHostsSchema = z
  .string()
  .optional()
  .refine(
    (value) =>
      value === undefined ||
      value
        .split(",")
        .every((entry) => entry.trim() === "" || HOST.test(entry.trim().toLowerCase())),
    "ALLOWED_HOSTS must be a comma-separated list of host names or host:port pairs",
  );
