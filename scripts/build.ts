/**
 * Full production build: generated images (cached), social images, the testimonial PDFs, the React
 * Router app with every content page prerendered, the Node server bundle, then Brotli and gzip copies
 * of every text file.
 */
import { execFileSync } from "node:child_process";
import { copyFileSync } from "node:fs";
import { generateImages } from "./image-pipeline/generate.ts";
import { precompress } from "./precompress.ts";
import { generateSocialImages } from "./social-images.ts";
import { writeTestimonialPdfs } from "./testimonial-pdfs.ts";

const started = Date.now();
const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { stdio: "inherit" });

await generateImages({ log: (s) => console.log(`[images] ${s}`) });
await generateSocialImages({ log: (s) => console.log(`[social] ${s}`) });
await writeTestimonialPdfs(undefined, (s) => console.log(`[pdf] ${s}`));
run("react-router", ["build"]);
run("vite", ["build", "--config", "server/vite.config.ts", "--logLevel", "warn"]);
// The server's entry point: refuses an old Node in one line, then loads main.js.
copyFileSync("scripts/require-node.js", "build/server-app/start.js");
const compressed = await precompress("build/client");
console.log(
  `Compressed ${compressed.files} text files once (Brotli ${(compressed.br / 1024).toFixed(0)} KiB of ${(compressed.bytes / 1024).toFixed(0)} KiB)`,
);
console.log(`Build finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
