// `npm run serve`: starts the built server (build/server-app/start.js, which checks the Node version,
// reads .env and loads main.js), or, before the first build, says so in one line instead of a stack
// trace. Plain JavaScript, so it runs with no build and on any Node.
import { existsSync } from "node:fs";

const start = new URL("../build/server-app/start.js", import.meta.url);
const main = new URL("../build/server-app/main.js", import.meta.url);
if (!existsSync(start) || !existsSync(main)) {
  console.error("No build found in build/: run `npm run build` first (or `npm start`).");
  process.exit(1);
}
await import(start.href);
