/**
 * What the built server loads as it starts: not the libraries only some requests use (decision 037).
 * The passkey library, nodemailer, pdf-lib, the MCP SDK's server and sharp are loaded by the first request
 * that needs them, so a restart (a deploy, a crash, each test's own server) answers sooner and does less work.
 * Node's module hooks name every package the server asks for; the /mcp request at the end shows the hook
 * sees a library loaded later, so the first check cannot pass by seeing nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { initializeRequest, mcpHeaders } from "./support/mcp";
import { serversOfThisFile } from "./support/own-servers";
import { testPort, type RunningServer } from "./support/server";

/** Loaded on first use, never at start. */
const lazy = [
  "@simplewebauthn/server",
  "nodemailer",
  "pdf-lib",
  "@modelcontextprotocol/sdk/server/mcp.js",
  "@modelcontextprotocol/sdk/server/streamableHttp.js",
  "sharp",
];

/** Prints each bare specifier the process resolves (import or require), once, to stderr. */
const hook = `
import { registerHooks } from "node:module";
const seen = new Set();
registerHooks({
  resolve(specifier, context, next) {
    if (!/^[./]|^node:|^file:|^data:/.test(specifier) && !seen.has(specifier)) {
      seen.add(specifier);
      process.stderr.write("loads package: " + specifier + "\\n");
    }
    return next(specifier, context);
  },
});
`;

const loaded = (site: RunningServer) =>
  [...site.output().matchAll(/^loads package: (\S+)$/gm)].map((m) => m[1]!);

describe("the server's start", () => {
  const start = serversOfThisFile();
  let site: RunningServer;
  beforeAll(async () => {
    site = await start(testPort(134), {
      NODE_OPTIONS: `--import=data:text/javascript,${encodeURIComponent(hook)}`,
      SMTP_URL: "smtp://127.0.0.1:9",
    });
  });
  afterAll(async () => {
    await site?.stop();
  });

  it("loads the passkey, mail, PDF and MCP libraries on first use, not as it starts", async () => {
    const atStart = loaded(site);
    // The hook worked: the libraries every request needs were seen.
    expect(atStart).toEqual(expect.arrayContaining(["express", "react-router"]));
    expect(atStart.filter((p) => lazy.includes(p))).toEqual([]);

    const answer = await fetch(`${site.url}/mcp`, {
      method: "POST",
      headers: mcpHeaders,
      body: JSON.stringify(initializeRequest),
    });
    expect(answer.status).toBe(200);
    expect(loaded(site)).toEqual(
      expect.arrayContaining([
        "@modelcontextprotocol/sdk/server/mcp.js",
        "@modelcontextprotocol/sdk/server/streamableHttp.js",
      ]),
    );
  });
});
