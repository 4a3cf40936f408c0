import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { letterFileName, testimonials } from "../app/content/testimonials";
import { writeTestimonialPdfs } from "./testimonial-pdfs";

describe("testimonial PDFs", () => {
  it("writes one valid PDF per letter, removes stale ones, and leaves NODE_ENV as it was", async () => {
    const dir = mkdtempSync(join(tmpdir(), "pdfs-"));
    writeFileSync(join(dir, "old-letter_testimonial.pdf"), "stale");
    // The build runs with NODE_ENV unset; it must stay unset, or React's development bundle ships.
    const nodeEnv = process.env.NODE_ENV;
    delete process.env.NODE_ENV;
    let after: string | undefined;
    let written: Awaited<ReturnType<typeof writeTestimonialPdfs>>;
    try {
      written = await writeTestimonialPdfs(dir);
      after = process.env.NODE_ENV;
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
    expect(after).toBeUndefined();
    expect(readdirSync(dir).sort()).toEqual(testimonials.letters.map(letterFileName).sort());
    for (const [i, letter] of testimonials.letters.entries()) {
      const bytes = readFileSync(join(dir, letterFileName(letter)));
      expect(bytes.length).toBe(written[i]!.bytes);
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getAuthor()).toBe(letter.author);
      expect(pdf.getTitle()).toContain(letter.author);
    }
  }, 30_000);

  it("gives the same bytes for the same letter (reproducible builds)", async () => {
    const [a, b] = [mkdtempSync(join(tmpdir(), "pdfs-")), mkdtempSync(join(tmpdir(), "pdfs-"))];
    await writeTestimonialPdfs(a);
    await writeTestimonialPdfs(b);
    const file = letterFileName(testimonials.letters[0]!);
    expect(readFileSync(join(a, file)).equals(readFileSync(join(b, file)))).toBe(true);
  }, 30_000);
});
