import fs, { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { staticFiles } from "./static-files.server";

const dir = mkdtempSync(join(tmpdir(), "static-files-"));
mkdirSync(join(dir, "blogs/an-article"), { recursive: true });
writeFileSync(join(dir, "blogs/an-article/index.html"), "<p>page</p>");
mkdirSync(join(dir, "icons"));
writeFileSync(join(dir, "icons/apple touch.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
mkdirSync(join(dir, ".well-known"));
writeFileSync(join(dir, ".well-known/thing.bin"), "x");
// What only the in-memory maps serve: a letter's PDF (withheld since the build) with its copies and data.
for (const file of [
  "a_testimonial.pdf",
  "a_testimonial.pdf.br",
  "a_testimonial.pdf.gz",
  "a_testimonial.pdf.data",
])
  writeFileSync(join(dir, file), "%PDF-");
writeFileSync(join(dir, "blogs/an-article/index.html.br"), "x");
writeFileSync(join(dir, "blogs/an-article.data"), "x");

let origin = "";
let server: ReturnType<ReturnType<typeof express>["listen"]>;
beforeAll(async () => {
  const app = express();
  app.use(staticFiles(dir, new Map()));
  app.use((_req, res) => {
    res.status(404).send("next");
  });
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve());
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the build's public files", () => {
  it("serves a file of the build, and passes a page or an API path on without asking the file system", async () => {
    const stat = vi.spyOn(fs, "stat");
    try {
      for (const path of ["/blogs/an-article", "/book", "/api/availability", "/nothing.png"]) {
        const res = await fetch(`${origin}${path}`);
        expect(res.status, path).toBe(404);
        await expect(res.text()).resolves.toBe("next");
      }
      expect(stat).not.toHaveBeenCalled();
      const icon = await fetch(`${origin}/icons/apple%20touch.png`);
      expect(icon.status).toBe(200);
      expect(icon.headers.get("cache-control")).toContain("max-age");
      expect((await fetch(`${origin}/.well-known/thing.bin`)).status).toBe(200);
      expect(stat).toHaveBeenCalled();
    } finally {
      stat.mockRestore();
    }
  });

  it("never serves from the disk what a page set may have replaced or removed: pages, text files and PDFs, their copies, their data", async () => {
    for (const path of [
      "/a_testimonial.pdf",
      "/a_testimonial.pdf.br",
      "/a_testimonial.pdf.gz",
      "/a_testimonial.pdf.data",
      "/blogs/an-article/index.html",
      "/blogs/an-article/index.html.br",
      "/blogs/an-article.data",
    ]) {
      const res = await fetch(`${origin}${path}`);
      expect(res.status, path).toBe(404);
      await expect(res.text()).resolves.toBe("next");
    }
  });
});
