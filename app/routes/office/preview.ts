import type { Route } from "./+types/preview";
import { previewCopy } from "~/content/office/preview";
import { pagePreviewContext, readPreviewAddress } from "~/lib/office/page-preview";
import { requireOfficeUser } from "~/lib/office/session.server";

// Cache-Control (private, no-store) and X-Robots-Tag (noindex) come from the server, as for every office
// path; the Content-Security-Policy is this route's (the server sets none on its path).
const refusal = (status: number, message: string) =>
  new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Content-Security-Policy": "default-src 'none'" },
  });

/** The mark at the top of a previewed page (the page's own styles do not apply to it). */
const mark = `<p role="status" style="margin:0;padding:.75rem 1rem;background:#fde68a;color:#111827;font:600 1rem/1.4 system-ui,sans-serif;text-align:center">${previewCopy.mark}</p>`;

/**
 * A public page as it will look once the draft of `key` is published
 * (`/office/preview/project:12/gallery?category=decks&item=12`; `published` for the key: the published
 * records), rendered on demand from the store and the draft, for office sessions.
 */
export async function loader(args: Route.LoaderArgs) {
  await requireOfficeUser(args);
  const url = new URL(args.request.url);
  const asked = readPreviewAddress(url.pathname, url.search);
  if (!asked) return refusal(400, previewCopy.badRequest);
  const answer = await args.context.get(pagePreviewContext).render(asked.key, asked.path);
  if (!answer) return refusal(404, previewCopy.noRecord);
  if (answer.status >= 500) return refusal(422, previewCopy.failed);
  const html = answer.type.startsWith("text/html");
  const body = html ? answer.body.replace(/<body\b[^>]*>/i, (tag) => `${tag}${mark}`) : answer.body;
  return new Response(body, {
    status: answer.status,
    headers: { "Content-Type": answer.type, "Content-Security-Policy": answer.csp },
  });
}
