import { describe, expect, it } from "vitest";
import { picksPhotos, contentSecurityPolicy, inlineScripts } from "./csp";

describe("contentSecurityPolicy", () => {
  it("never allows inline scripts wholesale", () => {
    for (const policy of [
      contentSecurityPolicy({ nonce: "abc" }),
      contentSecurityPolicy({ hashes: ["h1"] }),
    ]) {
      const scriptSrc = policy.split("; ").find((d) => d.startsWith("script-src"));
      expect(scriptSrc).toBeDefined();
      expect(scriptSrc).not.toContain("unsafe-inline");
      expect(policy).toContain("frame-ancestors 'self'");
    }
    expect(contentSecurityPolicy({ nonce: "abc" })).toContain("'nonce-abc'");
    expect(contentSecurityPolicy({ hashes: ["h1", "h2"] })).toContain("'sha256-h1' 'sha256-h2'");
  });
});

describe("blob: images", () => {
  const imgSrc = (policy: string) => policy.split("; ").find((d) => d.startsWith("img-src"));
  it("are allowed only on pages with a photo picker (previews of photos picked for upload)", () => {
    expect(imgSrc(contentSecurityPolicy({ nonce: "abc" }, { blobImages: true }))).toContain("blob:");
    expect(picksPhotos('<form><input id="p" type="file" name="photos" multiple></form>')).toBe(true);
    expect(picksPhotos('<form><input type="text" name="file"></form>')).toBe(false);
    expect(imgSrc(contentSecurityPolicy({ nonce: "abc" }))).not.toContain("blob:");
    expect(imgSrc(contentSecurityPolicy({ hashes: ["h1"] }))).not.toContain("blob:");
  });
});

describe("inlineScripts", () => {
  it("returns the bodies of inline scripts only", () => {
    const html = `<script src="/a.js"></script><script>one()</script><script type="module" nonce="x">import "/b.js";</script><script type="application/ld+json">{}</script>`;
    expect(inlineScripts(html)).toEqual(["one()", `import "/b.js";`]);
  });
});
