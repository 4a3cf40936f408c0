import type { Route } from "./+types/letter-pdf";
import { contentFor } from "~/lib/content-store/site-content.server";
import { letterPdfBytes } from "~/lib/rendering/testimonial-pdfs.server";

/**
 * A published letter's PDF, `/<name>_testimonial.pdf` (one route per repository letter, app/routes.ts):
 * the letter as written, from the review store's snapshot. A letter the office withheld answers 404, and
 * the page sets leave its file out (prerendered at build, produced again with the testimonials pages).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  // The build's prerender also asks for the route's data (`<path>.data`), under the same route.
  const path = new URL(request.url).pathname.replace(/\.data$/, "");
  const letter = contentFor(context).letters.find((l) => l.pdf === path);
  if (!letter) throw new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  const bytes = await letterPdfBytes(letter);
  return new Response(Buffer.from(bytes), { headers: { "Content-Type": "application/pdf" } });
}
