import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger, redactPath } from "./logger.server";

describe("log redaction", () => {
  it("masks the token of every private path", () => {
    expect(redactPath("/book/manage/abcDEF_123-xyz")).toBe("/book/manage/[token]");
    expect(redactPath("/book/manage/abc/inspection.ics")).toBe("/book/manage/[token]/inspection.ics");
    expect(redactPath("/calendar/0123456789abcdef.ics")).toBe("/calendar/[token]");
    expect(redactPath("/book")).toBe("/book");
    expect(redactPath("/blogs/calendar/x")).toBe("/blogs/calendar/x");
  });

  it("never writes a token into a log line, whichever field holds the path", () => {
    const lines: string[] = [];
    const out = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const log = createLogger("info", out);
    const token = "s3cretT0ken_s3cretT0ken_s3cretT0ken_s3cret";
    log.info({ path: `/book/manage/${token}` }, "request refused");
    log.warn({ url: `/calendar/${token}.ics`, status: 404 }, "not found");
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line).not.toContain(token);
    expect(JSON.parse(lines[0]!).path).toBe("/book/manage/[token]");
  });
});
