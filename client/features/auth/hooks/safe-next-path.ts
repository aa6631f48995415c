/** Printable ASCII without spaces or backslashes: browsers drop tabs and newlines from a URL and
 * read "\" as "/", so "/\t/evil.example" would become "//evil.example", another site. */
const PLAIN_PATH = /^\/(?![/\\])[\x21-\x5b\x5d-\x7e]*$/;
const BASE = "http://app.invalid";

/**
 * The `next` query parameter, if it is a path inside this app; anything else (another
 * origin, "//evil", "/\t/evil", "javascript:") falls back to the dashboard so /auth can't
 * redirect away.
 */
export function safeNextPath(search: string): string {
  const next = new URLSearchParams(search).get("next");
  if (!next || !PLAIN_PATH.test(next)) return "/dashboard";
  const url = new URL(next, BASE);
  if (url.origin !== BASE) return "/dashboard";
  return `${url.pathname}${url.search}${url.hash}`;
}
