import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { config as zodConfig } from "zod/v4/core";
import { AppProviders } from "./app/providers";
import { AppRouter } from "./app/router";
import "./styles.css";

// Our CSP forbids eval; without this zod probes `new Function` (a logged CSP violation) before
// falling back to the interpreter it then uses anyway.
zodConfig({ jitless: true });

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element");

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);
