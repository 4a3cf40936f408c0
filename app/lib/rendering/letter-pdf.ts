/**
 * One testimonial letter as PDF bytes: letterhead, place and date, the letter and a signature line.
 * Built with pdf-lib; the bytes depend only on the letter and the letterhead (dates come from the
 * letter, never the clock), so the same letter gives the same bytes. Shared by the build
 * (scripts/testimonial-pdfs.ts) and anything that produces the letters at run time; no file system here.
 * pdf-lib is loaded when the first letter is made, not when the server starts (decision 037).
 */
import type { PDFFont, PDFPage } from "pdf-lib";
import type { TestimonialLetter } from "~/content/testimonials";

/** The fields of a letter the PDF prints. */
export type PdfLetter = Pick<
  TestimonialLetter,
  "author" | "role" | "date" | "place" | "salutation" | "paragraphs" | "closing"
>;

const PAGE = { width: 612, height: 792 } as const; // US Letter
const MARGIN = 72;

export interface Letterhead {
  name: string;
  addressLine: string;
  contactLine: string;
  licenceLine: string;
}

/** The letterhead from the company's facts (app/content/company.ts), passed in as its module. */
export function companyLetterhead(facts: {
  company: { legalName: string; phone: { display: string }; email: string };
  formatAddress: () => string;
  licenceLine: () => string;
}): Letterhead {
  const { company } = facts;
  return {
    name: company.legalName,
    addressLine: facts.formatAddress(),
    contactLine: `${company.phone.display}  ·  ${company.email}`,
    licenceLine: facts.licenceLine(),
  };
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

const longDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });

/** One letter as PDF bytes. */
export async function letterPdf(letter: PdfLetter, head: Letterhead): Promise<Uint8Array> {
  const { PDFDocument, rgb, StandardFonts } = await import("pdf-lib");
  const NAVY = rgb(0.043, 0.122, 0.227);
  const TEAL = rgb(0.059, 0.463, 0.431);
  const GREY = rgb(0.28, 0.33, 0.4);
  const doc = await PDFDocument.create();
  const created = new Date(`${letter.date}T12:00:00Z`);
  doc.setTitle(`Letter from ${letter.author} to ${head.name}`);
  doc.setAuthor(letter.author);
  doc.setSubject(`Customer testimonial, ${longDate(letter.date)}`);
  doc.setCreator(head.name);
  doc.setProducer("pdf-lib");
  doc.setCreationDate(created);
  doc.setModificationDate(created);

  const serif = await doc.embedFont(StandardFonts.TimesRoman);
  const serifItalic = await doc.embedFont(StandardFonts.TimesRomanItalic);
  const sans = await doc.embedFont(StandardFonts.Helvetica);
  const sansBold = await doc.embedFont(StandardFonts.HelveticaBold);
  const textWidth = PAGE.width - 2 * MARGIN;

  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;

  // Letterhead.
  page.drawRectangle({ x: 0, y: PAGE.height - 18, width: PAGE.width, height: 18, color: NAVY });
  page.drawText(head.name, { x: MARGIN, y: y - 6, size: 18, font: sansBold, color: NAVY });
  y -= 24;
  for (const small of [head.addressLine, head.contactLine, head.licenceLine]) {
    page.drawText(small, { x: MARGIN, y, size: 9, font: sans, color: GREY });
    y -= 12;
  }
  y -= 4;
  page.drawLine({
    start: { x: MARGIN, y },
    end: { x: PAGE.width - MARGIN, y },
    thickness: 1.5,
    color: TEAL,
  });
  y -= 36;

  const size = 12;
  const leading = 17;
  const newPageIfNeeded = (needed: number) => {
    if (y - needed < MARGIN) {
      page = doc.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - MARGIN;
    }
  };
  const paragraph = (text: string, font: PDFFont = serif, after = 10) => {
    for (const line of wrap(text, font, size, textWidth)) {
      newPageIfNeeded(leading);
      page.drawText(line, { x: MARGIN, y, size, font, color: NAVY });
      y -= leading;
    }
    y -= after;
  };

  paragraph(`${letter.place}, ${longDate(letter.date)}`, serif, 18);
  paragraph(letter.salutation, serif, 8);
  for (const p of letter.paragraphs) paragraph(p);
  newPageIfNeeded(110);
  paragraph(letter.closing, serif, 44);
  // Signature line.
  page.drawLine({
    start: { x: MARGIN, y: y + 8 },
    end: { x: MARGIN + 200, y: y + 8 },
    thickness: 0.75,
    color: GREY,
  });
  y -= 8;
  paragraph(letter.author, serif, 0);
  paragraph(letter.role, serifItalic, 0);
  return doc.save({ useObjectStreams: false });
}
