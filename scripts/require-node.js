// Starts a module only on a Node new enough for it. Plain JavaScript that old Nodes can parse, so a
// server started with the system Node says what it needs in one line instead of failing on node:sqlite.
//   node scripts/require-node.js scripts/leads.ts --csv   (a module path, relative to the working folder)
//   node build/server-app/start.js                        (the build's copy starts ./main.js beside it)
// Reads .env from the project folder first when there is one (variables already set win): the nearest
// folder above this file with package.json, so a server started from another folder reads the same one.
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const REQUIRED_MAJOR = 24;
const major = Number(process.versions.node.split(".")[0]);
if (!(major >= REQUIRED_MAJOR)) {
  console.error(
    `This site needs Node ${REQUIRED_MAJOR} (for node:sqlite); ${process.execPath} is Node ${process.versions.node}. Use \`npm run …\` after \`npm ci\` (it brings Node ${REQUIRED_MAJOR}) or install Node ${REQUIRED_MAJOR}.`,
  );
  process.exit(1);
}

let project = dirname(fileURLToPath(import.meta.url));
while (!existsSync(join(project, "package.json")) && dirname(project) !== project) project = dirname(project);
const envFile = join(project, ".env");
if (existsSync(envFile)) process.loadEnvFile(envFile);
const target = process.argv[2];
if (target) {
  process.argv.splice(2, 1);
  await import(pathToFileURL(resolve(target)).href);
} else {
  await import(new URL("./main.js", import.meta.url).href);
}
