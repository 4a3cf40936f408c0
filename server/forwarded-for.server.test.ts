import { request } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { createLogger } from "~/lib/site/logger.server";
import { forwardedForCheck } from "./forwarded-for.server";

const warning = /without X-Forwarded-For/;

/** An app with the check, on loopback (this test is the "proxy"), and every line it logs. */
async function checkedApp(trustProxy: string | boolean) {
  const lines: { level: string; msg: string; address?: string }[] = [];
  const log = createLogger("info", { write: (line: string) => void lines.push(JSON.parse(line)) });
  const app = express();
  app.set("trust proxy", trustProxy);
  app.use(forwardedForCheck(log));
  app.get("/{*path}", (req, res) => {
    res.json({ ip: req.ip });
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  const port = (server.address() as AddressInfo).port;
  const get = (headers: Record<string, string> = {}) =>
    new Promise<number>((resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, path: "/contact", headers }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      });
      req.on("error", reject);
      req.end();
    });
  return { lines, get, close: () => server.close() };
}

let close: () => void = () => undefined;
afterEach(() => close());

describe("a trusted proxy's request without X-Forwarded-For", () => {
  it("is said once in the log, as a warning naming the address, and still answered", async () => {
    const app = await checkedApp("loopback");
    close = app.close;
    for (let i = 0; i < 3; i++) expect(await app.get()).toBe(200);
    const warnings = app.lines.filter((l) => warning.test(l.msg));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ level: "warn", address: "127.0.0.1" });
    expect(warnings[0]?.msg).toMatch(/one rate-limit bucket/);
  });

  it("is not said while the proxy sends the header", async () => {
    const app = await checkedApp("loopback");
    close = app.close;
    await app.get({ "x-forwarded-for": "203.0.113.9" });
    await app.get({ "x-forwarded-for": "203.0.113.10" });
    expect(app.lines.filter((l) => warning.test(l.msg))).toEqual([]);
  });

  it("is not said when TRUST_PROXY trusts no proxy (a loopback client is then a visitor)", async () => {
    const app = await checkedApp(false);
    close = app.close;
    await app.get();
    expect(app.lines.filter((l) => warning.test(l.msg))).toEqual([]);
  });
});
