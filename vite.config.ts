import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The client lives in client/; the server serves the build from dist/client (npm start).
export default defineConfig({
  root: "client",
  plugins: [react(), tailwindcss()],
  build: {
    outDir: "../dist/client",
    emptyOutDir: true,
    // scripts/bundle-size.mjs reads the manifest to tell the landing page's JS from the rest.
    manifest: true,
    sourcemap: false,
  },
  server: {
    proxy: {
      "/api": "http://localhost:3001",
      "/healthz": "http://localhost:3001",
    },
  },
});
