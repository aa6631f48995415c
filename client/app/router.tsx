import * as React from "react";
import { Route, Switch } from "wouter";
import { Spinner } from "../components/ui/spinner";

const LandingRoute = React.lazy(() => import("./routes/landing"));
const AuthRoute = React.lazy(() => import("./routes/auth"));
const DashboardRoute = React.lazy(() => import("./routes/dashboard"));
const ScreenplayEditRoute = React.lazy(() => import("./routes/screenplay-edit"));
const ScreenplayStepRoute = React.lazy(() => import("./routes/screenplay-step"));
const NotFoundRoute = React.lazy(() => import("./routes/not-found"));

/** Every route is its own chunk: the landing page loads none of the app's screens. */
function AppRouter() {
  return (
    <React.Suspense fallback={<Spinner className="min-h-dvh items-center" />}>
      <Switch>
        <Route path="/" component={LandingRoute} />
        <Route path="/auth" component={AuthRoute} />
        <Route path="/dashboard" component={DashboardRoute} />
        <Route path="/screenplay/:id/edit" component={ScreenplayEditRoute} />
        <Route path="/screenplay/:id/:step" component={ScreenplayStepRoute} />
        <Route component={NotFoundRoute} />
      </Switch>
    </React.Suspense>
  );
}

export { AppRouter };
