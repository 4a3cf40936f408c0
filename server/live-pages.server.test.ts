import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  compressPage,
  gzipStamped,
  LIVE_MARKS,
  livePageCache,
  stampPage,
  type LivePage,
} from "./live-pages.server";

const page = (body: string, status = 200): LivePage => ({ status, headers: [], body });

describe("the live pages' cache", () => {
  it("renders a page once per version, and again when the version changes", async () => {
    let version = "1";
    const renders: string[] = [];
    const cached = livePageCache({
      version: () => version,
      render: (key) => {
        renders.push(key);
        return Promise.resolve(page(`${key} v${version}`));
      },
    });
    const answers = await Promise.all([cached("/book"), cached("/book"), cached("/es/reservar")]);
    for (let i = 0; i < 10; i++) await cached("/book");
    expect(answers.map((a) => a.body)).toEqual(["/book v1", "/book v1", "/es/reservar v1"]);
    expect(renders).toEqual(["/book", "/es/reservar"]);
    version = "2";
    expect((await cached("/book")).body).toBe("/book v2");
    expect(renders).toEqual(["/book", "/es/reservar", "/book"]);
  });

  it("keeps neither a failed render nor an answer other than 200", async () => {
    let calls = 0;
    const outcomes = [
      () => Promise.reject(new Error("boom")),
      () => Promise.resolve(page("oops", 500)),
      () => Promise.resolve(page("fine")),
    ];
    const cached = livePageCache({ version: () => "1", render: () => outcomes[calls++]!() });
    await expect(cached("/book")).rejects.toThrow("boom");
    expect((await cached("/book")).status).toBe(500);
    expect((await cached("/book")).body).toBe("fine");
    expect((await cached("/book")).body).toBe("fine");
    expect(calls).toBe(3);
  });
});

describe("stamping a cached page", () => {
  const body = `<script nonce="${LIVE_MARKS.nonce}">x</script><input name="shown_at" value="${LIVE_MARKS.stamp}"/>{"shownAt":"${LIVE_MARKS.stamp}"}`;

  it("puts each response's nonce and stamp wherever the render carried the marks", () => {
    const stamped = stampPage(body, { nonce: "q1w2e3r4t5y6u7i8o9p0Aa==", stamp: "1795000000000" });
    expect(stamped).toBe(
      `<script nonce="q1w2e3r4t5y6u7i8o9p0Aa==">x</script><input name="shown_at" value="1795000000000"/>{"shownAt":"1795000000000"}`,
    );
    expect(stamped).not.toContain("Mark0x");
  });

  it("refuses a value that could break out of an attribute or a string (the page is rendered instead)", () => {
    for (const stamp of ['1"><script>', "a b", "x</script>", ""])
      expect(stampPage(body, { nonce: "abc", stamp })).toBeUndefined();
  });
});

describe("the page compressed once, stamped per response", () => {
  const markup = (nonce: string, stamp: string) =>
    `<!DOCTYPE html><html><head><link nonce="${nonce}" rel="icon"/><link nonce="${nonce}" rel="stylesheet"/></head><body>${"<p>Arrival windows, Tuesday, March 16, 8 AM – 12 PM</p>".repeat(400)}<input name="shown_at" value="${stamp}"/>${"<p>más</p>".repeat(50)}</body></html>`;

  it("gives the same markup as stamping it uncompressed, as gzip any reader decodes", () => {
    const page = compressPage(markup(LIVE_MARKS.nonce, LIVE_MARKS.stamp));
    expect(page.marks).toEqual(["nonce", "nonce", "stamp"]);
    for (const [nonce, stamp] of [
      ["q1w2e3r4t5y6u7i8o9p0Aa==", "1795000000000"],
      ["b/+Q==", "v1.eyJ0IjoxNzk1fQ.c2lnbmF0dXJl"],
    ] as const) {
      const stamped = gzipStamped(page, { nonce, stamp })!;
      const gz = Buffer.concat(stamped.parts);
      expect(gz.length).toBe(stamped.length);
      expect(gunzipSync(gz).toString()).toBe(markup(nonce, stamp));
      // Compressed once, not sent whole: far smaller than the markup.
      expect(gz.length).toBeLessThan(markup(nonce, stamp).length / 10);
    }
  });

  it("handles a page with no marks, and refuses unsafe values", () => {
    const page = compressPage("<p>plain</p>");
    expect(gunzipSync(Buffer.concat(gzipStamped(page, { nonce: "a", stamp: "b" })!.parts)).toString()).toBe(
      "<p>plain</p>",
    );
    expect(gzipStamped(page, { nonce: "a", stamp: '"' })).toBeUndefined();
  });
});
