/**
 * Lists the placeholders the fictional company still ships with, the ones README's launch checklist
 * says to replace before going live: 555-01xx phone numbers, the CSLB licence 000000, `.example`
 * addresses, the invented street and people, invented references, and images still drawn instead of
 * photographed. Prints one line per placeholder with the file to change; exits 1 while any remain.
 *   npm run launch-check
 * Not part of `npm test`: the site and its tests work with the placeholders in place.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { company as shippedCompany } from "../app/content/company.ts";
import { references as shippedReferences, type Reference } from "../app/content/references.ts";
import { planImages } from "./image-pipeline/plan.ts";

/** The numbers reserved for fiction in North America: 555-0100 to 555-0199, in any area code. */
export const isFictionalNumber = (phone: string) => /555-?01\d\d$/.test(phone.replace(/[^\d-]/g, ""));
const onExample = (address: string) => /\.example(?:[/:]|$)/.test(address);

/** The invented values the site shipped with; still present means not yet replaced. */
const SHIPPED = {
  street: "555 Harborline Court, Suite 100",
  president: "Ray Castellano",
  spanishPerson: "Lucía Ortega",
} as const;

/** A number as company.ts states it. */
interface StatedNumber {
  e164: string;
  display: string;
}

/** What the check reads: the company's facts, the references, and how many images are still drawings. */
export interface LaunchContent {
  company: {
    phone: StatedNumber;
    sms: StatedNumber;
    spanishLine: { person: string; phone: StatedNumber };
    licence: { number: string };
    email: string;
    siteUrl: string;
    president: string;
    address: { street: string };
  };
  references: readonly Pick<Reference, "id" | "phone">[];
  drawnImages: number;
}

/** One line per placeholder still present ("file: what"), in the launch checklist's order. */
export function placeholdersIn({ company, references, drawnImages }: LaunchContent): string[] {
  const COMPANY = "app/content/company.ts";
  const found: string[] = [];
  const note = (where: string, what: string) => found.push(`${where}: ${what}`);
  for (const [field, n] of [
    ["company.phone", company.phone],
    ["company.sms", company.sms],
    ["company.spanishLine.phone", company.spanishLine.phone],
  ] as const) {
    if (isFictionalNumber(n.e164)) note(COMPANY, `${field} is the fictional ${n.display}`);
  }
  if (/^0+$/.test(company.licence.number))
    note(COMPANY, `company.licence.number is ${company.licence.number}, which the CSLB never issues`);
  if (onExample(company.email)) note(COMPANY, `company.email is on .example: ${company.email}`);
  if (onExample(company.siteUrl)) note(COMPANY, `company.siteUrl is on .example: ${company.siteUrl}`);
  if (company.address.street === SHIPPED.street)
    note(COMPANY, `company.address.street is the invented "${SHIPPED.street}"`);
  if (company.president === SHIPPED.president)
    note(COMPANY, `company.president is the invented ${SHIPPED.president}`);
  if (company.spanishLine.person === SHIPPED.spanishPerson)
    note(COMPANY, `company.spanishLine.person is the invented ${SHIPPED.spanishPerson}`);
  const invented = references.filter((r) => isFictionalNumber(r.phone));
  if (invented.length)
    note(
      "app/content/references.ts",
      `${invented.length} of ${references.length} references have fictional 555-01xx numbers (ids ${invented.map((r) => r.id).join(", ")})`,
    );
  if (drawnImages)
    note(
      "assets/photos",
      `${drawnImages} images are still placeholder drawings (docs/images.md says how to add photos)`,
    );
  return found;
}

const invokedDirectly =
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  const drawnImages = (await planImages()).filter((p) => p.source.kind === "drawing").length;
  const found = placeholdersIn({ company: shippedCompany, references: shippedReferences, drawnImages });
  if (found.length) {
    console.log(`${found.length} placeholders to replace before going live (README, "Launch checklist"):`);
    for (const line of found) console.log(`  ${line}`);
    process.exitCode = 1;
  } else {
    console.log("No placeholders left.");
  }
}
