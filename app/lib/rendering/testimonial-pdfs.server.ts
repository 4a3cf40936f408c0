/**
 * The letters' PDF files: each published letter of the review store as PDF bytes (app/lib/rendering/
 * letter-pdf.ts, the company's letterhead), which the letter's route serves at `/<name>_testimonial.pdf`
 * and the page sets produce with the testimonials pages, and the download list the page shows with each
 * file's size. The bytes depend only on the letter, so they are made once per letter's words.
 */
import * as facts from "~/content/company";
import type { PublicLetter, ShownLetter } from "~/lib/reviews/review-record";
import { companyLetterhead, letterPdf, type PdfLetter } from "./letter-pdf";

const head = companyLetterhead(facts);
const made = new Map<string, Promise<Uint8Array>>();
const MEMO_MAX = 50;

/** A letter as PDF bytes (the same letter's words give the same bytes, made once). */
export function letterPdfBytes(letter: PdfLetter): Promise<Uint8Array> {
  const { author, role, date, place, salutation, paragraphs, closing } = letter;
  const key = JSON.stringify([author, role, date, place, salutation, paragraphs, closing]);
  let bytes = made.get(key);
  if (!bytes) {
    if (made.size >= MEMO_MAX) made.clear();
    bytes = letterPdf({ author, role, date, place, salutation, paragraphs, closing }, head);
    made.set(key, bytes);
  }
  return bytes;
}

export interface LetterDownload {
  author: string;
  role: string;
  href: string;
  bytes: number;
  /** The letter's language when it is not the page's (its PDF is the letter as written). */
  otherLanguage: boolean;
}

/**
 * The files a page offers: each published letter's PDF (the letter as written, whatever the page's
 * language), with its size measured from the bytes it is served as. `published` holds the letters as
 * written (the page may show them translated).
 */
export async function letterDownloads(
  letters: readonly ShownLetter[],
  published: readonly PublicLetter[],
  lang: string,
): Promise<LetterDownload[]> {
  return Promise.all(
    letters.flatMap((l) => {
      const original = published.find((p) => p.key === l.key);
      if (!original) return [];
      return [
        letterPdfBytes(original).then((pdf) => ({
          author: l.author,
          role: l.role,
          href: l.pdf,
          bytes: pdf.length,
          otherLanguage: l.lang !== lang,
        })),
      ];
    }),
  );
}
