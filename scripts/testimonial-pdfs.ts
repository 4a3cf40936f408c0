/**
 * Writes the testimonial letters of app/content/testimonials.ts as PDF files, public/<name>_testimonial.pdf
 * (served at /<name>_testimonial.pdf): letterhead from company.ts, the date, the letter and a signature
 * line. Built with pdf-lib; the output depends only on the content, so an unchanged letter gives the
 * same bytes.
 *
 * Run on its own: ./node_modules/.bin/node scripts/testimonial-pdfs.ts
 */
import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import { runnerImport } from "vite";
import type * as CompanyModule from "../app/content/company.ts";
import type * as TestimonialsModule from "../app/content/testimonials.ts";
import type { TestimonialLetter } from "../app/content/testimonials.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const PDF_DIR = path.join(ROOT, "public");
export const PDF_SUFFIX = "_testimonial.pdf";

const NAVY = rgb(0.043, 0.122, 0.227);
const TEAL = rgb(0.059, 0.463, 0.431);
const GREY = rgb(0.28, 0.33, 0.4);
const PAGE = { width: 612, height: 792 } as const; // US Letter
const MARGIN = 72;

export interface Letterhead {
  name: string;
  addressLine: string;
  contactLine: string;
  licenceLine: string;
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
export async function letterPdf(letter: TestimonialLetter, head: Letterhead): Promise<Uint8Array> {
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

/**
 * Loads the content modules through Vite (they use the app's module resolution). Vite sets NODE_ENV to
 * "development" when it is unset; that would leak into the rest of the build (React's development
 * bundle), so the caller's value is put back.
 */
async function loadContent() {
  const nodeEnv = process.env.NODE_ENV;
  try {
    const load = <T>(id: string) =>
      runnerImport<T>(path.join(ROOT, id), { configFile: false, resolve: { tsconfigPaths: true } });
    const { module: content } = await load<typeof TestimonialsModule>("app/content/testimonials.ts");
    const { module: facts } = await load<typeof CompanyModule>("app/content/company.ts");
    return { content, facts };
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

/** Generates every letter's PDF into `outDir` and removes stale ones; returns the written files. */
export async function writeTestimonialPdfs(
  outDir = PDF_DIR,
  log: (s: string) => void = () => {},
): Promise<{ file: string; bytes: number }[]> {
  const { content, facts } = await loadContent();
  const { company } = facts;
  const head: Letterhead = {
    name: company.legalName,
    addressLine: facts.formatAddress(),
    contactLine: `${company.phone.display}  ·  ${company.email}`,
    licenceLine: facts.licenceLine(),
  };
  await mkdir(outDir, { recursive: true });
  const written: { file: string; bytes: number }[] = [];
  for (const letter of content.testimonials.letters) {
    const file = content.letterFileName(letter);
    const bytes = await letterPdf(letter, head);
    await writeFile(path.join(outDir, file), bytes);
    written.push({ file, bytes: bytes.length });
  }
  const keep = new Set(written.map((w) => w.file));
  for (const f of await readdir(outDir)) {
    if (f.endsWith(PDF_SUFFIX) && !keep.has(f)) await rm(path.join(outDir, f));
  }
  log(`${written.length} testimonial letters: ${written.map((w) => `${w.file} (${w.bytes} B)`).join(", ")}`);
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) await writeTestimonialPdfs(PDF_DIR, console.log);
