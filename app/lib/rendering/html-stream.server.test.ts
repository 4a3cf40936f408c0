import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { deferHydration, deferModuleScript } from "./html-stream.server";

const bootstrap =
  '; import * as route0 from "/assets/root.js"; import * as route1 from "/assets/home.js"; window.__reactRouterRouteModules = {"root": route0, "routes/home": route1}; import("/assets/entry.client.js");';
const page = `<html><head><link rel="modulepreload" href="/assets/entry.client.js"/></head><body><p>Café</p><script>window.ctx = 1;</script><script nonce="n" type="module" async="">${bootstrap}</script></body></html>`;

const pipeChunks = (chunks: Buffer[]) => text(Readable.from(chunks).pipe(deferHydration()));

describe("deferModuleScript", () => {
  it("turns the static route imports into imports that wait for the first paint", () => {
    const out = deferModuleScript(bootstrap);
    expect(out).not.toMatch(/import \* as/);
    expect(out).toContain('addEventListener("load"');
    expect(out).toContain('const route0 = await import("/assets/root.js");');
    expect(out).toContain('const route1 = await import("/assets/home.js");');
    expect(out.indexOf("const route1")).toBeLessThan(out.indexOf("window.__reactRouterRouteModules"));
    expect(out).toContain('import("/assets/entry.client.js")');
  });

  it("leaves scripts without static imports alone", () => {
    expect(deferModuleScript("console.log(1)")).toBe("console.log(1)");
  });
});

describe("deferHydration stream", () => {
  it("rewrites preloads and the bootstrap wherever the chunks split, keeping other bytes intact", async () => {
    const bytes = Buffer.from(page);
    const whole = await pipeChunks([bytes]);
    expect(whole).toContain('<link rel="x-modulepreload" href="/assets/entry.client.js"/>');
    expect(whole).toContain('link.rel = "modulepreload"');
    expect(whole).toContain("<script>window.ctx = 1;</script>");
    expect(whole).toContain('const route1 = await import("/assets/home.js");');
    for (let i = 1; i < bytes.length; i += 7) {
      expect(await pipeChunks([bytes.subarray(0, i), bytes.subarray(i)]), `split at ${i}`).toBe(whole);
    }
  });

  it("passes ordinary HTML through", async () => {
    expect(await pipeChunks([Buffer.from("<p>a < b</p>"), Buffer.from('<link rel="icon">')])).toBe(
      '<p>a < b</p><link rel="icon">',
    );
  });
});
