import * as React from "react";

/** What a route file exports: its screen and, optionally, what to fetch as soon as it loads. */
export type RouteModule = { default: React.ComponentType; loader?: () => void };

/** A route's code, loaded on demand or ahead of time (`preload`). */
export type LazyRoute = {
  preload: () => Promise<RouteModule>;
  Lazy: React.LazyExoticComponent<React.ComponentType>;
  Screen?: React.ComponentType;
};

/** When the route's code first arrives, its `loader` starts its screen's requests together. */
export function lazyRoute(load: () => Promise<RouteModule>): LazyRoute {
  let module: Promise<RouteModule> | undefined;
  const route: LazyRoute = {
    preload: () => {
      module ??= load().then((loaded) => {
        route.Screen = loaded.default;
        loaded.loader?.();
        return loaded;
      });
      return module;
    },
    Lazy: React.lazy(() => route.preload()),
  };
  return route;
}

/**
 * Unlike a bare React.lazy, renders at once when the route's code is already there (see
 * `preload`): React then never commits a loading fallback, which it would otherwise keep on
 * screen at least 300 ms.
 */
function RouteScreen({ route }: { route: LazyRoute }) {
  const { Screen, Lazy } = route;
  return Screen ? <Screen /> : <Lazy />;
}

export { RouteScreen };
