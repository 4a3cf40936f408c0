import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { chooseEncoding, loadPrecompressed, matchesEtag } from "./precompressed.server";

describe("chooseEncoding", () => {
  it("prefers Brotli, then gzip, following the client's q-values", () => {
    expect(["gzip, deflate, br, zstd", "*"].map(chooseEncoding)).toEqual(["br", "br"]);
    expect(["gzip", "br;q=0.5, gzip"].map(chooseEncoding)).toEqual(["gzip", "gzip"]);
    for (const none of ["br;q=0, gzip;q=0", "identity", undefined, ""]) {
      expect(chooseEncoding(none), none).toBe("identity");
    }
  });
});

describe("matchesEtag", () => {
  it("compares weakly and understands lists and *", () => {
    const matches = (header: string | undefined) => matchesEtag(header, '"abc"');
    expect(['"abc"', 'W/"abc"', '"x", "abc"', "*"].map(matches)).toEqual([true, true, true, true]);
    expect(['"abd"', undefined].map(matches)).toEqual([false, false]);
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
