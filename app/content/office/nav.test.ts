import { describe, expect, it } from "vitest";
import { accessOf } from "~/lib/office/roles";
import { navFor, officeNav } from "./nav";

describe("the office's nav", () => {
  it("shows each role exactly the links officeAccess admits it to", () => {
    for (const item of officeNav) expect(accessOf(item.href), item.href).toBeDefined();
    const ownerOnly = officeNav.filter((n) => accessOf(n.href) === "owner").map((n) => n.href);
    expect(ownerOnly.length).toBeGreaterThan(0);
    expect(navFor("owner")).toEqual(officeNav);
    expect(navFor("office").map((n) => n.href)).toEqual(
      officeNav.map((n) => n.href).filter((h) => !ownerOnly.includes(h)),
    );
  });
});
