/**
 * A private link (a token-carrying path: app/lib/site/token-paths.ts) has one address. Every other
 * spelling the router would still take for it answers a redirect there, which no cache keeps and which
 * sends no Referer, and a form sent to one is sent on to the one address.
 */
import { request } from "node:http";
import { beforeAll, describe, expect, it } from "vitest";
import { agentFiles } from "~/content/agent-files";
import { TOKEN_PATH_OF } from "~/lib/site/token-paths";
import { serversOfThisFile } from "./support/own-servers";
import { testPort, type RunningServer } from "./support/server";

const server = serversOfThisFile();
let site: RunningServer;
let token = "";

/** A request with its path exactly as written (fetch would resolve `./` and `\` itself). */
function send(method: string, path: string, headers: Record<string, string> = {}, body = "") {
  const url = new URL(site.url);
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    text: string;
  }>((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path,
        headers: body ? { ...headers, "content-length": String(Buffer.byteLength(body)) } : headers,
      },
      (res) => {
        let text = "";
        res.on("data", (c: Buffer) => (text += c.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

async function book(phone: string): Promise<string> {
  const { windows } = (await (await fetch(`${site.url}${agentFiles.availabilityApi}`)).json()) as {
    windows: { id: string }[];
  };
  const res = await fetch(`${site.url}${agentFiles.bookingsApi}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      window: windows.at(-1)?.id,
      name: "Link Spelling",
      phone,
      street: "12 Canon Dr",
      zip: "90210",
    }),
  });
  expect(res.status).toBe(201);
  const { manageUrl } = (await res.json()) as { manageUrl: string };
  return new URL(manageUrl).pathname.slice(TOKEN_PATH_OF.manage.length);
}

beforeAll(async () => {
  site = await server(testPort(86));
  token = await book("(213) 555-0148");
});

const manage = () => `${TOKEN_PATH_OF.manage}${token}`;

/** The answer carries what a private page's does: no Referer, not indexed, never stored. */
function expectPrivate(res: { headers: Record<string, unknown> }, label: string) {
  expect(res.headers["referrer-policy"], label).toBe("no-referrer");
  expect(res.headers["x-robots-tag"], label).toBe("noindex, nofollow");
  expect(res.headers["cache-control"], label).toBe("no-store");
}

describe("a booking's private link", () => {
  it("renders at its one address, as a private page", async () => {
    const res = await send("GET", manage());
    expect(res.status).toBe(200);
    expectPrivate(res, manage());
  });

  it("answers every other spelling with 301 to that address, never stored and sending no Referer", async () => {
    const t = token;
    const spellings: [string, string][] = [
      [`/Book/Manage/${t}`, manage()],
      [`/BOOK/MANAGE/${t}?booked`, `${manage()}?booked`],
      [`/book/%6Danage/${t}`, manage()],
      [`/book/./manage/${t}`, manage()],
      [`/book/x/../manage/${t}`, manage()],
      [`/book\\manage\\${t}`, manage()],
      [`${manage()}/`, manage()],
      [`/Book/Manage/${t}/INSPECTION.ICS`, `${manage()}/inspection.ics`],
      [`/Calendar/${t}.ics`, `${TOKEN_PATH_OF.calendar}${t}.ics`],
      [`/Office/Invite/${t}`, `${TOKEN_PATH_OF.invite}${t}`],
    ];
    for (const [spelling, address] of spellings) {
      const res = await send("GET", spelling);
      expect(res.status, spelling).toBe(301);
      expect(res.headers.location, spelling).toBe(address);
      expectPrivate(res, spelling);
    }
  });

  it("sends a Cancel posted to another spelling on to the one address (308), where it cancels", async () => {
    const other = await book("(213) 555-0149");
    const form = {
      "content-type": "application/x-www-form-urlencoded",
      origin: site.url,
    };
    const body = "intent=cancel&confirm=yes";
    const spelling = `/Book/Manage/${other}`;
    const moved = await send("POST", spelling, form, body);
    expect(moved.status).toBe(308);
    expect(moved.headers.location).toBe(`${TOKEN_PATH_OF.manage}${other}`);
    expectPrivate(moved, spelling);
    // Sent again, unchanged, as a browser follows a 308.
    const cancelled = await send("POST", String(moved.headers.location), form, body);
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.location).toBe(`${TOKEN_PATH_OF.manage}${other}?cancelled`);
  });

  it("is never kept by a cache when an old address redirects to it", async () => {
    const res = await send("GET", `${manage()}/index.html`);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(manage());
    expectPrivate(res, "index.html");
  });

  it("never reaches the log, in any spelling", () => {
    expect(site.output()).not.toContain(token);
  });
});
