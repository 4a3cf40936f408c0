import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll, expect, inject } from "vitest";
import { CHROMIUM_FLAGS, HEADLESS_CHROMIUM, requireTool } from "../../../scripts/tools.ts";

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;

export type ViewportName = keyof typeof viewports;

/** The two visitors a form is tried as (for describe.each): with JavaScript on a desktop, without on a phone. */
export const javaScriptOnAndOff: [label: string, javaScriptEnabled: boolean, viewport: ViewportName][] = [
  ["with JavaScript", true, "desktop"],
  ["without JavaScript", false, "phone"],
];

export const baseUrl = () => inject("baseUrl");

/**
 * Opens a path and waits until React has hydrated it (pages hydrate after their first paint), so
 * the test drives the interactive page rather than racing the scripts.
 */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return response;
}

/** Opens a path as a visitor with or without JavaScript would see it: hydrated first when JavaScript is on. */
export function gotoAs(page: Page, path: string, javaScriptEnabled: boolean) {
  return javaScriptEnabled ? gotoHydrated(page, path) : page.goto(path);
}

/**
 * The tests' browser only (decision 038); Lighthouse (`npm run bench`) runs the default browser.
 * - V8 without its optimizing compilers (Maglev, TurboFan): a test's documents live for seconds, and
 *   optimizing their scripts (axe's above all, put into every document afresh) cost more CPU than it saved.
 *   Scripts behave the same; only their speed differs, which no browser test measures.
 * - One renderer process where Chromium may share one: a new context's blank tab keeps its process for the
 *   site it opens, instead of a second process being started for it (two per context before). The pages
 *   of one context may then share a process, whatever their site; contexts never share one. What the tests
 *   check (origins, cookies, CSP, CORS) is enforced the same either way.
 */
const TEST_ONLY_FLAGS = ["--js-flags=--no-opt --no-maglev", "--renderer-process-limit=1"];

/**
 * Launches Debian's Chromium headless shell with the flags this closed network needs (or names it when
 * missing), plus `extraArgs`.
 */
export function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  requireTool("Chromium's headless shell");
  return chromium.launch({
    executablePath: HEADLESS_CHROMIUM,
    args: [...CHROMIUM_FLAGS, ...TEST_ONLY_FLAGS, ...extraArgs],
  });
}

/**
 * Polls `read` until it returns `expected` (client-side updates land a frame or a navigation later),
 * then asserts, so a failure still shows the last value seen.
 */
export async function settles<T>(read: () => Promise<T>, expected: T, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!Object.is(value, expected) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
    value = await read();
  }
  expect(value).toBe(expected);
}

/**
 * The worker's browser, launched by the first file that asks and shared by the files the worker runs after
 * it (the browser-test config sets `isolate: false`; a launch costs about 1.2 s of CPU). Each test still
 * opens its own context, which shares nothing with another's. The worker's exit closes the browser.
 */
let workerBrowser: Promise<Browser> | undefined;

export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    workerBrowser ??= launchBrowser();
    browser = await workerBrowser;
    if (!browser.isConnected()) {
      workerBrowser = launchBrowser();
      browser = await workerBrowser;
    }
  });
  afterAll(async () => {
    // A file leaves no context open for the next one.
    await Promise.all(browser?.contexts().map((c) => c.close()) ?? []);
  });
  return () => {
    if (!browser) throw new Error("browser not launched");
    return browser;
  };
}

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught exceptions seen so far. */
  problems: string[];
  /** Throws if the page logged a console error or threw; closes the context. */
  close: () => Promise<void>;
}

/**
 * A fresh page whose console errors and uncaught exceptions are collected; `close()` fails the test
 * when there were any. `baseURL` is the shared site's unless given (a test's own server, or its nginx
 * with a certificate made by the test: `ignoreHTTPSErrors`).
 */
export async function openPage(
  browser: Browser,
  viewport: ViewportName | { width: number; height: number } = "desktop",
  options: {
    javaScriptEnabled?: boolean;
    expectedErrors?: RegExp[];
    reducedMotion?: "reduce";
    baseURL?: string;
    ignoreHTTPSErrors?: boolean;
  } = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({
    viewport: typeof viewport === "string" ? viewports[viewport] : viewport,
    baseURL: options.baseURL ?? baseUrl(),
    ignoreHTTPSErrors: options.ignoreHTTPSErrors ?? false,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    hasTouch: viewport === "phone",
    isMobile: viewport === "phone",
    reducedMotion: options.reducedMotion ?? "no-preference",
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() !== "error") return;
    if (options.expectedErrors?.some((re) => re.test(msg.text()))) return;
    problems.push(`console error: ${msg.text()} (${msg.location().url})`);
  });
  page.on("pageerror", (err) => problems.push(`uncaught exception: ${err.message}`));
  return {
    page,
    context,
    problems,
    close: async () => {
      await context.close();
      if (problems.length) throw new Error(`Page reported problems:\n${problems.join("\n")}`);
    },
  };
}

/** A watched page (see openPage) already at `path`, hydrated when JavaScript is on (see gotoAs). */
export async function openAt(
  browser: Browser,
  viewport: Parameters<typeof openPage>[1],
  path: string,
  options: Parameters<typeof openPage>[2] = {},
): Promise<WatchedPage> {
  const w = await openPage(browser, viewport, options);
  await gotoAs(w.page, path, options.javaScriptEnabled ?? true);
  return w;
}
