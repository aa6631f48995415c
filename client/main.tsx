import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { config as zodConfig } from "zod/v4/core";
import { AppProviders } from "./app/providers";
import { AppRouter, preloadRoute } from "./app/router";
import "./lib/popstate-first";
import "./styles.css";

// Our CSP forbids eval; without this zod probes `new Function` (a logged CSP violation) before
// falling back to the interpreter it then uses anyway.
zodConfig({ jitless: true });

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element");

// Rendering waits for the code of the page the app opens on, so React shows that page at once
// rather than a loading fallback first (index.html shows one meanwhile). As a transition, that
// first render yields to the browser every few milliseconds instead of blocking a slow phone.
void preloadRoute(window.location.pathname).then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <AppProviders>
          <AppRouter />
        </AppProviders>
      </StrictMode>,
    ),
  ),
);
