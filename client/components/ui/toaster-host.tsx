import * as React from "react";
import { requestToaster, useToasterWanted } from "./use-toast";

const Toaster = React.lazy(() => import("./toaster").then((m) => ({ default: m.Toaster })));

/** Mounts the toast viewport once it is wanted (see `requestToaster`). */
function ToasterHost() {
  const wanted = useToasterWanted();
  if (!wanted) return null;
  return (
    <React.Suspense fallback={null}>
      <Toaster />
    </React.Suspense>
  );
}

/** For screens that may toast: mounts the viewport with the screen. */
function useToaster() {
  React.useEffect(requestToaster, []);
}

export { ToasterHost, useToaster };
