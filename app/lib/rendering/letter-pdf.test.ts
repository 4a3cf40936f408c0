import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import * as facts from "~/content/company";
import { seededLetters } from "~/content/testimonials";
import { companyLetterhead, letterPdf } from "./letter-pdf";

const head = companyLetterhead(facts);
const [letter] = seededLetters;

describe("a letter's PDF", () => {
  it("prints the letter's author, the company's name and the letter's date as its metadata", async () => {
    const pdf = await PDFDocument.load(await letterPdf(letter!, head));
    expect(pdf.getAuthor()).toBe(letter!.author);
    expect(pdf.getTitle()).toContain(facts.company.legalName);
    expect(pdf.getCreationDate()?.toISOString().slice(0, 10)).toBe(letter!.date);
  });

  it("gives the same bytes for the same letter, whenever it is produced", async () => {
    const a = await letterPdf(letter!, head);
    const b = await letterPdf(structuredClone(letter!), head);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });

  it("changes when the letter's words change", async () => {
    const edited = { ...letter!, closing: `${letter!.closing}!` };
    const a = await letterPdf(letter!, head);
    const b = await letterPdf(edited, head);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(false);
  });
});
