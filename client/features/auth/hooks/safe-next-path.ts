/**
 * The `next` query parameter, if it is a path inside this app; anything else (another
 * origin, "//evil", "javascript:") falls back to the dashboard so /auth can't redirect away.
 */
export function safeNextPath(search: string): string {
  const next = new URLSearchParams(search).get("next");
  if (!next?.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) {
    return "/dashboard";
  }
  return next;
}
