/**
 * Full production build: generated images (cached), the React Router app with every content page
 * prerendered, then the Node server bundle.
 */
import { execFileSync } from "node:child_process";
import { generateImages } from "./image-pipeline/generate.ts";

const started = Date.now();
const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { stdio: "inherit" });

await generateImages({ log: (s) => console.log(`[images] ${s}`) });
run("react-router", ["build"]);
run("vite", ["build", "--config", "server/vite.config.ts", "--logLevel", "warn"]);
console.log(`Build finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
