/**
 * The production install of README's deploy section ("Build in CI, copy build/"): the repository's files,
 * `npm ci --omit=dev` (runtime dependencies only: no Vite, no build tools), and the built build/ folder.
 * The server started from it, as README starts it, does what publishing needs at run time with the
 * runtime dependencies alone: sharp (its prebuilt libvips from its npm packages) encodes a JPEG uploaded
 * in the office by a person signed in with a passkey (invited with the install's own CLI), and the server
 * draws the sharing card of an article the office made, with the fonts of the repository's
 * assets/fonts, byte for byte the card the build draws for the same words.
 *
 * `npm ci` writes 342 MB (Node 24 itself is a runtime dependency, decision 004) and takes 17 to 53 s on
 * this machine, so the install's node_modules is made once per package.json and lockfile (a folder in the
 * user's cache named by their hash) and reused; the repository's files and build/ are copied afresh every
 * run. Measured: 81 s with the install made, 40 s reusing it.
 */
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from "node:fs";
import { homedir, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import type { Browser } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { galleryWidths } from "~/content/images";
import { saveRecord } from "~/lib/content-store/content-store.server";
import { siteRepoRecords } from "~/lib/content-store/repo-content.server";
import { SOCIAL_IMAGE } from "~/lib/discovery/social-card";
import { articleSocialPages, drawSocialImage } from "~/lib/discovery/social-image.server";
import {
  RUNTIME_SOCIAL_PATH,
  socialCard,
  socialImageName,
  socialImagePath,
} from "~/lib/discovery/social-image";
import { MEDIA_UPLOAD_PATH } from "~/lib/media/limits";
import { SiteDb } from "~/lib/site/site-db.server";
import { launchBrowser } from "./support/browser";
import { addVirtualAuthenticator, registerFromInvitation } from "./support/office";
import { testPort } from "./support/server";

const run = promisify(execFile);
const root = new URL("../../", import.meta.url).pathname;
const port = testPort(133);
const origin = `http://localhost:${port}`;
const started = Date.now();

/**
 * The install's folder: node_modules kept per package.json and lockfile, the rest copied afresh. In the
 * user's cache, outside the project (Node would find a package missing from the install in the project's
 * node_modules above it) and outside the test run's temporary folder (removed after each run).
 */
const install = join(
  process.env.XDG_CACHE_HOME ?? join(homedir(), ".cache"),
  "harborline-production-install",
  `${createHash("sha256")
    .update(readFileSync(join(root, "package.json")))
    .update(readFileSync(join(root, "package-lock.json")))
    .digest("hex")
    .slice(0, 12)}`,
);
const data = mkdtempSync(join(tmpdir(), "site-production-data-"));
const dbPath = join(data, "leads.db");
/** Only what a host has: no development environment leaks into the install's processes. */
const hostEnv = {
  PATH: process.env.PATH ?? "/usr/bin:/bin",
  HOME: process.env.HOME ?? data,
  TMPDIR: tmpdir(),
  LEADS_DB: dbPath,
  SITE_URL: origin,
  SMTP_URL: "",
};
const timings: Record<string, number> = {};

let server: ChildProcess | undefined;
let output = "";
let browser: Browser | undefined;

/** Copies the repository's tracked files (what `git clone` gives) and build/ into the install. */
async function copyRepository() {
  const { stdout } = await run("git", ["ls-files", "-z"], { cwd: root, maxBuffer: 16 * 1024 * 1024 });
  for (const file of stdout.split("\0").filter(Boolean)) {
    if (!existsSync(join(root, file))) continue; // deleted in the working tree
    mkdirSync(dirname(join(install, file)), { recursive: true });
    cpSync(join(root, file), join(install, file));
  }
  rmSync(join(install, "build"), { recursive: true, force: true });
  cpSync(join(root, "build"), join(install, "build"), { recursive: true });
}

/** `npm ci --omit=dev` from npm's cache, once per lockfile (made aside, then moved in whole). */
async function installRuntimeDependencies() {
  if (existsSync(join(install, "node_modules", ".bin", "node"))) return "reused";
  const aside = mkdtempSync(`${install}-npm-`);
  cpSync(join(root, "package.json"), join(aside, "package.json"));
  cpSync(join(root, "package-lock.json"), join(aside, "package-lock.json"));
  await run("npm", ["ci", "--omit=dev", "--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error"], {
    cwd: aside,
    env: { ...hostEnv, npm_config_cache: process.env.npm_config_cache ?? join(hostEnv.HOME, ".npm") },
    maxBuffer: 16 * 1024 * 1024,
  });
  rmSync(join(install, "node_modules"), { recursive: true, force: true });
  renameSync(join(aside, "node_modules"), join(install, "node_modules"));
  rmSync(aside, { recursive: true, force: true });
  return "installed";
}

/** The newest repository article, and an article the office made with its very words under another slug. */
const repoArticle = siteRepoRecords().flatMap((r) => (r.item.kind === "article" ? [r.item.record] : []))[0]!;
const officeArticle = { ...repoArticle, slug: "office-made-article", es: undefined };

beforeAll(async () => {
  let t = Date.now();
  mkdirSync(install, { recursive: true });
  await copyRepository();
  timings.copy = Date.now() - t;
  t = Date.now();
  timings[await installRuntimeDependencies()] = Date.now() - t;

  // The office made an article before this start (the store as a later start finds it).
  const db = new SiteDb(dbPath);
  saveRecord(db, { kind: "article", record: officeArticle });
  db.close();

  // Started as README says: the install's own Node 24, the built server, from the project folder.
  t = Date.now();
  server = spawn(join(install, "node_modules/.bin/node"), ["build/server-app/start.js"], {
    cwd: install,
    env: { ...hostEnv, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.on("data", (d: Buffer) => (output += d.toString()));
  server.stderr?.on("data", (d: Buffer) => (output += d.toString()));
  const deadline = Date.now() + 45_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited:\n${output}`);
    const ok = await fetch(`${origin}/robots.txt`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  timings.start = Date.now() - t;
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server!.once("exit", r));
    server.kill("SIGTERM");
    await exited;
  }
  rmSync(data, { recursive: true, force: true });
  console.log(`production install: ${JSON.stringify(timings)}, ${Date.now() - started} ms in all`);
});

describe("a production install (dev dependencies omitted)", () => {
  it("has sharp as a runtime dependency and no build tools", async () => {
    const { stdout } = await run("npm", ["ls", "sharp", "--omit=dev"], { cwd: install, env: hostEnv });
    expect(stdout).toMatch(/sharp@\d/);
    for (const tool of ["vite", "@react-router/dev", "tailwindcss", "vitest", "playwright-core"])
      expect(existsSync(join(install, "node_modules", tool)), tool).toBe(false);
    expect(existsSync(join(install, "node_modules/@img/sharp-libvips-linux-x64"))).toBe(true);
  });

  it("takes a JPEG uploaded in the office by a person signed in with a passkey and encodes it", async () => {
    // Invited with the install's own command line, registered with a (virtual) passkey.
    const { stdout } = await run(
      join(install, "node_modules/.bin/node"),
      [
        "scripts/require-node.js",
        "scripts/office.ts",
        "--invite",
        "owner.install@example.com",
        "--role",
        "owner",
      ],
      { cwd: install, env: hostEnv },
    );
    const link = /(https?:\/\/\S+\/office\/invite\/[A-Za-z0-9_-]{43})/.exec(stdout)?.[1];
    expect(link, stdout).toBeDefined();
    const page = await browser!.newPage();
    await addVirtualAuthenticator(page);
    await registerFromInvitation(page, link!, "Ines Install");

    const jpeg = await sharp({
      create: {
        width: 2400,
        height: 1800,
        channels: 3,
        background: "#000",
        noise: { type: "gaussian", mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality: 85 })
      .toBuffer();
    const t = Date.now();
    const answer = await page.evaluate(
      async ({ base64, path }) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const form = new FormData();
        form.append("photo", new Blob([bytes], { type: "image/jpeg" }), "deck.jpg");
        const res = await fetch(path, { method: "POST", body: form });
        return { status: res.status, body: (await res.json()) as { id: number; state: string } };
      },
      { base64: jpeg.toString("base64"), path: MEDIA_UPLOAD_PATH },
    );
    expect(answer).toMatchObject({ status: 202, body: { state: "pending" } });
    type View = { state: string; files: { width: number; format: string; url: string }[] };
    let view: View;
    for (;;) {
      view = await page.evaluate(
        async (url) => (await fetch(url)).json() as Promise<View>,
        `${MEDIA_UPLOAD_PATH}/${answer.body.id}`,
      );
      if (view.state !== "pending" || Date.now() - t > 30_000) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    timings.encode = Date.now() - t;
    await page.close();
    expect(view.state).toBe("ready");
    expect(new Set(view.files.map((f) => f.width))).toEqual(new Set(galleryWidths));
    const widest = view.files.at(-1)!;
    const res = await fetch(`${origin}${widest.url}`);
    expect(res.status).toBe(200);
    const served = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect({ format: served.format, width: served.width }).toEqual({
      format: widest.format === "avif" ? "heif" : widest.format,
      width: widest.width,
    });
  });

  it("draws the sharing card of an article the office made, the build's card byte for byte for the same words", async () => {
    const [page] = articleSocialPages(officeArticle);
    const named = socialImagePath(page!);
    // The page is not one the build drew: its head tags name the server's card.
    expect(named.startsWith(`${RUNTIME_SOCIAL_PATH}/${socialImageName(page!.path)}.`)).toBe(true);
    // The server draws it in the background after it starts.
    const t = Date.now();
    let res = await fetch(`${origin}${named}`);
    while (res.status === 404 && Date.now() - t < 20_000) {
      await new Promise((r) => setTimeout(r, 200));
      res = await fetch(`${origin}${named}`);
    }
    expect(res.status, output).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toContain("immutable");
    const drawn = Buffer.from(await res.arrayBuffer());
    const meta = await sharp(drawn).metadata();
    expect({ width: meta.width, height: meta.height }).toEqual(SOCIAL_IMAGE);

    // The same words as the repository's article: the build's card, under the same hash, the same bytes.
    const repoEntry = articleSocialPages(repoArticle)[0]!;
    const { card, hash } = socialCard(repoEntry);
    expect(named.endsWith(`.${hash}.png`)).toBe(true);
    const built = readFileSync(join(install, "build/client/social", `${card.name}.${hash}.png`));
    expect(drawn.equals(built)).toBe(true);
    // And the development install's drawing of it is the same file too.
    const here = await drawSocialImage(page!, mkdtempSync(join(tmpdir(), "social-dev-")));
    expect(readFileSync(here.file!).equals(drawn)).toBe(true);
    // Only the cards it drew: any other name there is a 404.
    for (const other of [`${card.name}.${hash}.png`, "..%2F..%2Fleads.db", "x.png"])
      expect((await fetch(`${origin}${RUNTIME_SOCIAL_PATH}/${other}`)).status, other).toBe(404);
    // The server said so in its log, without a word of the article.
    expect(output).toMatch(/social images: 1 of 1 drawn in \d+ ms/);
  });
});
