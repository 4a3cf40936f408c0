import { statSync } from "node:fs";
import { join } from "node:path";
import { letterFileName, type TestimonialLetter } from "~/content/testimonials";
import { projectRoot } from "../site/project-root.server";

/**
 * Where the build writes the letters (public/) and where the built site serves them from, in the
 * project folder (not the working folder: a server started elsewhere shows the same sizes).
 */
const DIRS = ["public", "build/client"].map((dir) => join(projectRoot, dir));

/** Size in bytes of a generated file, or null when it has not been built. */
export function generatedFileSize(file: string): number | null {
  for (const dir of DIRS) {
    try {
      return statSync(join(dir, file)).size;
    } catch {
      // Try the next folder.
    }
  }
  return null;
}

export interface LetterDownload {
  author: string;
  role: string;
  href: string;
  /** Measured from the built file; null only when the PDFs have not been generated. */
  bytes: number | null;
}

export function letterDownloads(letters: readonly TestimonialLetter[]): LetterDownload[] {
  return letters.map((l) => {
    const file = letterFileName(l);
    return { author: l.author, role: l.role, href: `/${file}`, bytes: generatedFileSize(file) };
  });
}
