import * as React from "react";

/** Names the browser tab after the screen, so each screen is distinguishable in history. */
export function useDocumentTitle(title: string) {
  React.useEffect(() => {
    document.title = title ? `${title} · Scriptwright` : "Scriptwright";
  }, [title]);
}
