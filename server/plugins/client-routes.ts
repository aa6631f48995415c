import { STEPS } from "#shared/schemas/screenplay";

/**
 * What the client needs first to show a path: the lazily loaded modules of its route (manifest
 * keys, relative to client/) and the API calls its screen starts with.
 */
export type RouteNeeds = { modules: string[]; data: string[] };

const USER = "/api/user";
const STEP_PATH = new RegExp(`^/screenplay/[^/]+/(${STEPS.join("|")})$`);

/**
 * Mirrors client/app/router.tsx and client/app/step-screens.ts (and, for `data`, the route's
 * loader or first queries). A path they do not know shows the not-found page, as in the client.
 * Only calls whose URL is the same for every path of a route are listed.
 */
export function routeNeeds(pathname: string): RouteNeeds {
  // Like wouter, ignore case and a trailing slash.
  const path = pathname.toLowerCase().replace(/(.)\/$/, "$1");
  if (path === "/") return { modules: ["app/routes/landing.tsx"], data: [] };
  if (path === "/auth") return { modules: ["app/routes/auth.tsx"], data: [USER] };
  if (path === "/dashboard") {
    return {
      modules: ["app/routes/dashboard.tsx"],
      data: [USER, "/api/screenplays", "/api/movie-quotes"],
    };
  }
  if (/^\/screenplay\/[^/]+\/edit$/.test(path)) {
    return { modules: ["app/routes/screenplay-edit.tsx"], data: [USER] };
  }
  const step = STEP_PATH.exec(path)?.[1];
  if (step) {
    return {
      modules: ["app/routes/screenplay-step.tsx", `features/${step}/index.tsx`],
      data: [USER],
    };
  }
  return { modules: ["app/routes/not-found.tsx"], data: [] };
}
