import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger, redactPath } from "./logger.server";

function capture() {
  const lines: string[] = [];
  const out = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, log: createLogger("debug", out) };
}

describe("log redaction", () => {
  it("masks the token of every private path", () => {
    expect(redactPath("/book/manage/abcDEF_123-xyz")).toBe("/book/manage/[token]");
    expect(redactPath("/book/manage/abc/inspection.ics")).toBe("/book/manage/[token]/inspection.ics");
    expect(redactPath("/calendar/0123456789abcdef.ics")).toBe("/calendar/[token]");
    expect(redactPath("/book/manage/abc?x=1")).toBe("/book/manage/[token]?x=1");
    expect(redactPath("https://www.example.com/calendar/abc.ics")).toBe(
      "https://www.example.com/calendar/[token]",
    );
    expect(redactPath("GET '/book/manage/abc' refused")).toBe("GET '/book/manage/[token]' refused");
    expect(redactPath("/book")).toBe("/book");
    expect(redactPath("/blogs/calendar/x")).toBe("/blogs/calendar/x");
  });

  it("never writes a token into a log line, whichever field holds it", () => {
    const { lines, log } = capture();
    const token = "s3cretT0ken_s3cretT0ken_s3cretT0ken_s3cret";
    log.info({ path: `/book/manage/${token}` }, "request refused");
    log.warn({ url: `/calendar/${token}.ics`, status: 404 }, "not found");
    log.info({ reason: `Failed to decode param '/calendar/${token}.ics%'` }, "refused");
    log.info({ request: { headers: { referer: `https://www.example.com/book/manage/${token}` } } }, "x");
    log.error({ err: new Error(`cannot open /book/manage/${token}/inspection.ics`) }, "failed");
    log.info(`moved to /book/manage/${token}`);
    expect(lines).toHaveLength(6);
    for (const line of lines) expect(line).not.toContain(token);
    expect(JSON.parse(lines[0]!).path).toBe("/book/manage/[token]");
    expect(JSON.parse(lines[4]!).err.message).toBe("cannot open /book/manage/[token]/inspection.ics");
  });
});
