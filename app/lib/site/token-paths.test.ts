import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { TOKEN_PATH, TOKEN_PATHS, nginxTokenLocation, redactTokens } from "./token-paths";

describe("the token-carrying paths", () => {
  it("are recognised at the start of a request path only", () => {
    for (const prefix of TOKEN_PATHS) expect(TOKEN_PATH.test(`${prefix}abc`), prefix).toBe(true);
    expect(TOKEN_PATH.test("/book")).toBe(false);
    expect(TOKEN_PATH.test("/blogs/calendar/x")).toBe(false);
  });

  it("each have their token masked in any text", () => {
    for (const prefix of TOKEN_PATHS) {
      expect(redactTokens(`GET ${prefix}s3cret.ics 404`)).toBe(`GET ${prefix}[token] 404`);
    }
  });

  it("are the ones deploy/nginx.conf keeps out of the access log", () => {
    const conf = readFileSync(new URL("../../../deploy/nginx.conf", import.meta.url), "utf8");
    const block = conf.slice(conf.indexOf(nginxTokenLocation));
    expect(conf).toContain(`${nginxTokenLocation} {`);
    expect(block.slice(0, block.indexOf("}"))).toContain("access_log off;");
  });
});
