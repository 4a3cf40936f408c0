import { describe, expect, it } from "vitest";
import { officeAccess, routePatterns } from "./office.routes";

describe("the office's routes", () => {
  it("each say who may use them (the authorization walk checks every entry)", () => {
    const patterns = routePatterns();
    expect(patterns).toContain("/office");
    for (const p of patterns) expect(officeAccess, p).toHaveProperty([p]);
    for (const p of Object.keys(officeAccess)) expect(patterns).toContain(p);
  });
});
