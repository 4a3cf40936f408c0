import { mkdtempSync, readFileSync } from "node:fs";
import { bookingCopy } from "~/content/booking/booking-copy";
import { copyFor } from "~/content/copy";
import { langs } from "~/content/i18n";
import { pathsByLang } from "~/content/paths";
import { request } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hostOnlyProxyBlock, startNginx, type RunningNginx } from "../../scripts/nginx.ts";
import { gotoAs, launchBrowser, viewports, javaScriptOnAndOff, type ViewportName } from "./support/browser";
import { eventually, readLeads, sendQuoteForm, sendUrgentForm, uniqueLead } from "./support/leads";
import { startServer, testPort, type RunningServer } from "./support/server";
import { deploySiteBlock, makeSelfSignedCertificate } from "./support/tls";
import { postDeclaring } from "./support/declared-post";

/**
 * The deploy path of README, for real: the built server behind Debian's nginx running deploy/nginx.conf
 * as written (only ports, certificate and upstream substituted), with a self-signed certificate made
 * here. The server gets exactly the variables README tells the operator to set.
 */
const root = new URL("../../", import.meta.url).pathname;
const tlsPort = testPort(61);
const plainPort = testPort(62);
const appPort = testPort(60);
const publicUrl = `https://127.0.0.1:${tlsPort}`;
// A hand-written block (Host $host, no X-Forwarded-Host) on a port other than 443,
// in front of a second server whose SITE_URL is that block's origin.
const blockPort = testPort(71);
const blockAppPort = testPort(72);
const blockUrl = `https://127.0.0.1:${blockPort}`;
const RATE_LIMIT_MAX = 5;
/** deploy/nginx.conf's body cap on the forms that take photos. */
const NGINX_PHOTO_FORM_CAP =
  Number(
    /location ~ "\^\/\(contact[^{]*\{\s*client_max_body_size (\d+)m;/.exec(
      readFileSync(join(root, "deploy/nginx.conf"), "utf8"),
    )?.[1],
  ) *
  1024 *
  1024;

let dir: string;
let site: RunningServer;
let blockSite: RunningServer;
let nginx: RunningNginx;
let browser: Browser;

/** deploy/nginx.conf with this test's ports, certificate and upstream. */
function siteBlock(): string {
  const replaced = deploySiteBlock({ dir, tlsPort, plainPort, appPort, serverName: "127.0.0.1" });
  expect(replaced).toContain(`127.0.0.1:${appPort}`);
  expect(replaced).toContain(join(dir, "cert.pem"));
  return replaced;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "nginx-e2e-"));
  makeSelfSignedCertificate(dir, "127.0.0.1", "IP:127.0.0.1");
  site = await startServer(appPort, {
    SITE_URL: publicUrl,
    // TRUST_PROXY is left at its default, as README says.
    RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
  });
  blockSite = await startServer(blockAppPort, { SITE_URL: blockUrl });
  const block = hostOnlyProxyBlock({
    listen: `127.0.0.1:${blockPort}`,
    serverName: "127.0.0.1",
    cert: join(dir, "cert.pem"),
    key: join(dir, "key.pem"),
    upstream: `http://127.0.0.1:${blockAppPort}`,
  });
  nginx = await startNginx(dir, siteBlock() + block, [tlsPort, plainPort, blockPort]);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await nginx?.stop();
  await site?.stop();
  await blockSite?.stop();
});

/** A form post over TLS from a chosen local address (127.0.0.0/8 is all this machine's). */
function postFrom(
  localAddress: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  const body = new URLSearchParams(fields).toString();
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port: tlsPort,
        path: "/contact",
        method: "POST",
        localAddress,
        rejectUnauthorized: false,
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "content-length": Buffer.byteLength(body),
          origin: publicUrl,
          ...headers,
        },
      },
      (res) => {
        let text = "";
        res.on("data", (c: Buffer) => (text += c.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}
/** A GET over TLS with its path exactly as written (fetch would resolve `./` and `\\` itself). */
function getThroughProxy(path: string) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined> }>(
    (resolve, reject) => {
      const req = request(
        { host: "127.0.0.1", port: tlsPort, path, rejectUnauthorized: false, localAddress: "127.0.0.6" },
        (res) => {
          res.resume();
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
        },
      );
      req.on("error", reject);
      req.end();
    },
  );
}

async function openThroughProxy(viewport: ViewportName, javaScriptEnabled: boolean, baseURL = publicUrl) {
  const context = await browser.newContext({
    baseURL,
    ignoreHTTPSErrors: true,
    javaScriptEnabled,
    viewport: viewports[viewport],
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(m.text());
  });
  page.on("pageerror", (e) => problems.push(e.message));
  return { page, context, problems };
}

describe("behind nginx with TLS", () => {
  it("README shows deploy/nginx.conf and deploy/Caddyfile as they are", () => {
    const readme = readFileSync(join(root, "README.md"), "utf8");
    expect(readme).toContain(readFileSync(join(root, "deploy/nginx.conf"), "utf8").trim());
    expect(readme).toContain(readFileSync(join(root, "deploy/Caddyfile"), "utf8").trim());
  });

  it("plain HTTP answers 301 to HTTPS", async () => {
    const res = await fetch(`http://127.0.0.1:${plainPort}/contact`, { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("https://127.0.0.1/contact");
  });

  describe.each(javaScriptOnAndOff)("a browser %s", (_label, javaScriptEnabled, viewport) => {
    it("sends the quote form over https and the lead is stored with the browser's address", async () => {
      const lead = uniqueLead(javaScriptEnabled ? "proxy-quote-js" : "proxy-quote-nojs");
      const { page, context, problems } = await openThroughProxy(viewport, javaScriptEnabled);
      await gotoAs(page, "/contact", javaScriptEnabled);
      expect(page.url()).toBe(`${publicUrl}/contact`);
      await sendQuoteForm(page, lead);
      expect(readLeads(site.dbPath).find((l) => l.name === lead.name)).toMatchObject({
        form: "quote",
        email: lead.email,
        ip: "127.0.0.1",
      });
      await context.close();
      expect(problems).toEqual([]);
    });

    it("sends the urgent call-back form from the home page", async () => {
      const lead = uniqueLead(javaScriptEnabled ? "proxy-urgent-js" : "proxy-urgent-nojs");
      const { page, context, problems } = await openThroughProxy(viewport, javaScriptEnabled);
      await gotoAs(page, "/", javaScriptEnabled);
      await sendUrgentForm(page, lead);
      expect(readLeads(site.dbPath).find((l) => l.name === lead.name)).toMatchObject({ form: "emergency" });
      await context.close();
      expect(problems).toEqual([]);
    });
  });

  it("refuses a post from another origin, even through the proxy", async () => {
    const res = await postFrom(
      "127.0.0.5",
      { form: "quote", ...uniqueLead("proxy-cross") },
      {
        origin: "https://evil.example",
      },
    );
    expect(res.status).toBe(403);
  });

  it("gives two client addresses separate rate-limit buckets", async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMIT_MAX; i++) {
      statuses.push((await postFrom("127.0.0.2", { form: "quote", ...uniqueLead(`proxy-a-${i}`) })).status);
    }
    expect(statuses).toEqual([...Array<number>(RATE_LIMIT_MAX).fill(200), 429]);
    const other = uniqueLead("proxy-b");
    expect((await postFrom("127.0.0.3", { form: "quote", ...other })).status).toBe(200);
    expect(readLeads(site.dbPath).find((l) => l.name === other.name)?.ip).toBe("127.0.0.3");
  });

  it("a client's own X-Forwarded-For does not buy it a new bucket", async () => {
    const statuses: number[] = [];
    let last: { name: string } | undefined;
    for (let i = 0; i <= RATE_LIMIT_MAX; i++) {
      last = uniqueLead(`proxy-spoof-${i}`);
      const res = await postFrom(
        "127.0.0.4",
        { form: "quote", ...last },
        { "x-forwarded-for": `198.51.100.${i + 1}`, "x-real-ip": `198.51.100.${i + 1}` },
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array<number>(RATE_LIMIT_MAX).fill(200), 429]);
    const stored = readLeads(site.dbPath).filter((l) => l.name.includes("proxy-spoof-"));
    expect(stored).toHaveLength(RATE_LIMIT_MAX);
    expect(new Set(stored.map((l) => l.ip))).toEqual(new Set(["127.0.0.4"]));
    expect(last).toBeDefined();
  });

  it("books an inspection through the proxy, and its access log never holds a private link", async () => {
    const { page, context, problems } = await openThroughProxy("phone", false);
    await page.goto("/book");
    await page.locator('input[name="window"]').first().check();
    await page.getByLabel(bookingCopy.fields.name).fill("Proxy Booker");
    await page.getByRole("textbox", { name: bookingCopy.fields.phone }).fill("(310) 555-0177");
    await page.getByLabel(bookingCopy.fields.street).fill("9 Proxy Rd");
    await page.getByLabel(bookingCopy.fields.zip).fill("90405");
    await page.getByRole("button", { name: bookingCopy.submit }).click();
    await page.waitForURL(/\/book\/manage\/[A-Za-z0-9_-]{43}\?booked$/);
    const token = /manage\/([^?]+)/.exec(page.url())?.[1] ?? "";
    await page.goto(`/book/manage/${token}/inspection.ics`).catch(() => undefined); // a download
    const feed = await page.goto("/calendar/not-the-feed.ics");
    expect(feed?.status()).toBe(404);
    await context.close();
    // The one console error is the browser reporting that 404.
    expect(problems.filter((p) => !/404/.test(p))).toEqual([]);
    const log = readFileSync(join(dir, "access.log"), "utf8");
    expect(log).toMatch(/"POST \/book HTTP/);
    expect(log).not.toContain(token);
    expect(log).not.toMatch(/\/book\/manage\/|\/calendar\//);
  });

  it("keeps every other spelling of a private link out of its access log, and the server sends each to the one address", async () => {
    const token = "OddSpellingTokenThatMustNeverBeLogged_01234";
    const spellings = [
      `/Book/Manage/${token}`,
      `/BOOK/MANAGE/${token}/inspection.ics`,
      `/book/%6Danage/${token}`,
      `/book/./manage/${token}`,
      `/book//manage/${token}`,
      `/book\\manage\\${token}`,
      `/Calendar/${token}.ics`,
      `/office/INVITE/${token}`,
    ];
    for (const path of spellings) {
      const res = await getThroughProxy(path);
      if (res.status === 301)
        expect(res.headers.location, path).toMatch(/^\/(book\/manage|calendar|office\/invite)\//);
    }
    // A path that is no private link is logged, so the log is being written.
    await getThroughProxy("/contact?spelling-check");
    await eventually(
      () => readFileSync(join(dir, "access.log"), "utf8").includes("spelling-check"),
      5000,
      "the access log",
    );
    const log = readFileSync(join(dir, "access.log"), "utf8");
    expect(log).not.toContain(token);
  });

  it("keeps a private link out of the error log: a body too large for a review or photos link is not written there", async () => {
    const token = "ErrorLogTokenThatMustNeverBeLogged_0123456789";
    const declared = 80 * 1024 * 1024;
    for (const path of [`/review/${token}`, `/more-photos/${token}`, "/contact?error-log-check"])
      expect((await postDeclaring(`${publicUrl}${path}`, declared)).status, path).toBe(413);
    // The form's own refusal is logged, so the error log is being written.
    await eventually(() => nginx.errorLog().includes("error-log-check"), 5000, "the error log");
    expect(nginx.errorLog()).not.toContain(token);
  });

  it.each(langs)(
    "refuses a form with photos past its own cap with the server's page in the form's language (%s)",
    async (lang) => {
      const path = pathsByLang[lang].contact;
      const declared = 80 * 1024 * 1024;
      expect(declared).toBeGreaterThan(NGINX_PHOTO_FORM_CAP);
      // Only the headers and a first part are sent: nginx answers from the declared length.
      const answer = await postDeclaring(`${publicUrl}${path}`, declared);
      const words = copyFor(lang).photos.refusedPage.request;
      expect(answer.status).toBe(413);
      expect(answer.text).toContain(`<html lang="${lang}">`);
      expect(answer.text).toContain(`<h1>${words.tooLargeTitle}</h1>`);
      expect(answer.text).not.toContain("nginx");
    },
  );

  it("nginx logged no errors (but the too-large bodies it was sent above)", () => {
    const lines = nginx
      .errorLog()
      .split("\n")
      .filter((line) => !line.includes("client intended to send too large body"));
    expect(lines.join("\n")).not.toMatch(/\[(error|crit|alert|emerg)\]/);
  });
});

describe("behind a hand-written block: Host $host, no X-Forwarded-Host, TLS on a port other than 443", () => {
  describe.each(javaScriptOnAndOff)("a browser %s", (_label, javaScriptEnabled, viewport) => {
    it("sends the quote form from /contact and the urgent call-back form from the home page; both leads are stored", async () => {
      const tag = javaScriptEnabled ? "js" : "nojs";
      const quote = uniqueLead(`block-quote-${tag}`);
      const urgent = uniqueLead(`block-urgent-${tag}`);
      const { page, context, problems } = await openThroughProxy(viewport, javaScriptEnabled, blockUrl);

      await gotoAs(page, "/contact", javaScriptEnabled);
      expect(page.url()).toBe(`${blockUrl}/contact`);
      await sendQuoteForm(page, quote);

      await gotoAs(page, "/", javaScriptEnabled);
      await sendUrgentForm(page, urgent);

      const leads = readLeads(blockSite.dbPath);
      expect(leads.find((l) => l.name === quote.name)).toMatchObject({ form: "quote", ip: "127.0.0.1" });
      expect(leads.find((l) => l.name === urgent.name)).toMatchObject({ form: "emergency" });
      await context.close();
      expect(problems).toEqual([]);
    });
  });

  it("accepts SITE_URL's origin when Host names the server's own address (reached by IP)", async () => {
    for (const path of ["/contact", "/contact.data"]) {
      const lead = uniqueLead(`block-by-ip${path.replace(/\W/g, "-")}`);
      const res = await fetch(`${blockSite.url}${path}`, {
        method: "POST",
        headers: { origin: blockUrl, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ form: "emergency", ...lead }),
      });
      expect(res.status, path).toBe(200);
      expect(
        readLeads(blockSite.dbPath).find((l) => l.name === lead.name),
        path,
      ).toBeDefined();
    }
  });

  it("still refuses another origin", async () => {
    const res = await fetch(`${blockSite.url}/contact`, {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ form: "emergency", ...uniqueLead("block-cross") }),
    });
    expect(res.status).toBe(403);
  });

  it("each server warns at start that its SITE_URL is not the one the pages were built with", () => {
    // The browser tests' build has no SITE_URL, so its pages name the placeholder origin.
    for (const [server, url] of [
      [site, publicUrl],
      [blockSite, blockUrl],
    ] as const) {
      const warning = server
        .output()
        .split("\n")
        .find((line) => line.includes("the pages were built for"));
      expect(warning).toContain(`SITE_URL is ${url} but`);
      expect(JSON.parse(warning ?? "{}")).toMatchObject({ level: "warn", siteUrl: url });
    }
  });

  it("neither server logged a stack trace or a 400", () => {
    for (const output of [site.output(), blockSite.output()]) {
      expect(output).not.toMatch(/\n\s+at /);
      expect(output).not.toContain('"status":400');
    }
  });
});
