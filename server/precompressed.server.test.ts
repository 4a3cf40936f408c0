import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { chooseEncoding, loadPrecompressed, matchesEtag } from "./precompressed.server";

describe("chooseEncoding", () => {
  it("prefers Brotli, then gzip, following the client's q-values", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0.5, gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0")).toBe("identity");
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("identity")).toBe("identity");
    expect(chooseEncoding(undefined)).toBe("identity");
    expect(chooseEncoding("")).toBe("identity");
  });
});

describe("matchesEtag", () => {
  it("compares weakly and understands lists and *", () => {
    expect(matchesEtag('"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('W/"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('"x", "abc"', '"abc"')).toBe(true);
    expect(matchesEtag("*", '"abc"')).toBe(true);
    expect(matchesEtag('"abd"', '"abc"')).toBe(false);
    expect(matchesEtag(undefined, '"abc"')).toBe(false);
  });
});

describe("loadPrecompressed", () => {
  const dir = mkdtempSync(join(tmpdir(), "precompressed-"));
  const text = "<p>hello</p>".repeat(200);

  it("compresses at load when the build wrote no copies, each variant with its own ETag", () => {
    const file = join(dir, "plain.html");
    writeFileSync(file, text);
    const loaded = loadPrecompressed(file, "text/html");
    expect(brotliDecompressSync(loaded.variants.br.body).toString()).toBe(text);
    expect(gunzipSync(loaded.variants.gzip.body).toString()).toBe(text);
    expect(loaded.variants.identity.body.toString()).toBe(text);
    const etags = new Set(Object.values(loaded.variants).map((v) => v.etag));
    expect(etags.size).toBe(3);
  });

  it("uses the .br and .gz files beside it when the build made them", () => {
    const file = join(dir, "built.js");
    writeFileSync(file, "x");
    writeFileSync(`${file}.br`, "BROTLI");
    writeFileSync(`${file}.gz`, "GZIP");
    const loaded = loadPrecompressed(file, "text/javascript");
    expect(loaded.variants.br.body.toString()).toBe("BROTLI");
    expect(loaded.variants.gzip.body.toString()).toBe("GZIP");
  });
});
