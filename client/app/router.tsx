import * as React from "react";
import { Route, Switch } from "wouter";
import { Spinner } from "#client/components/ui/spinner";
import { type LazyRoute, lazyRoute, RouteScreen } from "./lazy-route";

/**
 * Every route is its own chunk: the landing page loads none of the app's screens.
 * server/plugins/client-pages.ts knows the same table, to preload each page's chunks.
 */
const ROUTES: [path: string, route: LazyRoute][] = [
  ["/", lazyRoute(() => import("./routes/landing"))],
  ["/auth", lazyRoute(() => import("./routes/auth"))],
  ["/dashboard", lazyRoute(() => import("./routes/dashboard"))],
  ["/screenplay/:id/edit", lazyRoute(() => import("./routes/screenplay-edit"))],
  ["/screenplay/:id/:step", lazyRoute(() => import("./routes/screenplay-step"))],
];
const NotFoundRoute = lazyRoute(() => import("./routes/not-found"));

/**
 * Loads the code of the route wouter's <Switch> will pick for a path (its patterns: `:param`,
 * optional trailing slash), so that rendering the app afterwards shows that page at once.
 * Should the code fail to load, the route's React.lazy reports it when it renders.
 */
function preloadRoute(pathname: string): Promise<unknown> {
  const matches = ([path]: (typeof ROUTES)[number]) =>
    new RegExp(`^${path.replace(/:[^/]+/g, "[^/]+")}/?$`, "i").test(pathname);
  const route = ROUTES.find(matches)?.[1] ?? NotFoundRoute;
  return route.preload().catch(() => undefined);
}

function AppRouter() {
  return (
    <React.Suspense fallback={<Spinner className="min-h-dvh items-center" />}>
      <Switch>
        {ROUTES.map(([path, route]) => (
          <Route key={path} path={path}>
            <RouteScreen route={route} />
          </Route>
        ))}
        <Route>
          <RouteScreen route={NotFoundRoute} />
        </Route>
      </Switch>
    </React.Suspense>
  );
}

export { AppRouter, preloadRoute };
