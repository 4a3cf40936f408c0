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
import { runnerImport } from "vite";
import type * as CompanyModule from "../app/content/company.ts";
import type * as TestimonialsModule from "../app/content/testimonials.ts";
import { companyLetterhead, letterPdf } from "../app/lib/rendering/letter-pdf.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const PDF_DIR = path.join(ROOT, "public");
export const PDF_SUFFIX = "_testimonial.pdf";

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
  const head = companyLetterhead(facts);
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
