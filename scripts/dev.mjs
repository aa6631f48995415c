// `npm run dev`: the API with reload on 3001 and Vite with hot reload on 3000 (it proxies /api).
import { spawn } from "node:child_process";

const children = [
  spawn("npx", ["tsx", "watch", "server/index.ts"], {
    stdio: "inherit",
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: process.env.API_PORT ?? "3001",
      // Vite passes the browser's Host through: wallets sign in at Vite's address.
      ALLOWED_HOSTS: `localhost:${process.env.PORT ?? "3000"},127.0.0.1:${process.env.PORT ?? "3000"}`,
    },
  }),
  spawn("npx", ["vite", "--port", process.env.PORT ?? "3000"], { stdio: "inherit" }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => code && stop());
