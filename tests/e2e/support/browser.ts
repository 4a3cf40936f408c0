import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;

export type ViewportName = keyof typeof viewports;

export const baseUrl = () => inject("baseUrl");

/** Launches Debian's Chromium with the flags this closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/** One browser per test file, closed after it. */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
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
 * when there were any.
 */
export async function openPage(
  browser: Browser,
  viewport: ViewportName = "desktop",
  options: { javaScriptEnabled?: boolean; expectedErrors?: RegExp[] } = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({
    viewport: viewports[viewport],
    baseURL: baseUrl(),
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    hasTouch: viewport === "phone",
    isMobile: viewport === "phone",
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
