import { describe, expect, it } from "vitest";
import { company, northAmericanPhone } from "../app/content/company.ts";
import { references } from "../app/content/references.ts";
import { isFictionalNumber, placeholdersIn, type LaunchContent } from "./launch-check.ts";

const shipped: LaunchContent = { company, references, drawnImages: 3 };

/** The company as a contractor would leave it after the launch checklist. */
const replaced: LaunchContent = {
  company: {
    ...company,
    phone: northAmericanPhone("+13104567890"),
    sms: northAmericanPhone("+13104567891"),
    spanishLine: { person: "Ana Ruiz", phone: northAmericanPhone("+13104567892") },
    licence: { ...company.licence, number: "1098765" },
    email: "office@harborline.com",
    siteUrl: "https://www.harborline.com",
    president: "Dana Reyes",
    address: { street: "1450 Ocean Avenue, Suite 200" },
  },
  references: references.map((r, i) => ({ id: r.id, phone: `(626) 795-${String(1000 + i)}` })),
  drawnImages: 0,
};

describe("npm run launch-check", () => {
  it("lists every placeholder the site ships with, naming the file to change", () => {
    const found = placeholdersIn(shipped).join("\n");
    for (const what of [
      "company.phone",
      "company.sms",
      "company.spanishLine.phone",
      "company.licence.number",
      "company.email",
      "company.siteUrl",
      "company.address.street",
      "company.president",
      "company.spanishLine.person",
      `${references.length} of ${references.length} references`,
      "3 images are still placeholder drawings",
    ])
      expect(found).toContain(what);
    expect(found).toMatch(/^app\/content\/company\.ts: /m);
  });

  it("lists nothing once each is replaced", () => {
    expect(placeholdersIn(replaced)).toEqual([]);
  });

  it("knows the numbers reserved for fiction in either form", () => {
    expect(["(310) 555-0142", "+13105550199", "310-555-0100"].map(isFictionalNumber)).toEqual([
      true,
      true,
      true,
    ]);
    expect(["(310) 555-0200", "+13105551234", "(626) 795-1000"].map(isFictionalNumber)).toEqual([
      false,
      false,
      false,
    ]);
  });
});
