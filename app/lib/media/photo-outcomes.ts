/**
 * What became of a booking's photos, carried to its private page by the redirect after the POST (the
 * page is a GET, so the answer travels in its query): one code a photo, in the order sent, "kept" or the
 * reason it was not. The names the visitor's files had stay out of the address; the page numbers them.
 */
import { PHOTO_REFUSALS, type PhotoOutcome, type PhotoRefusal } from "./limits";

/** The query parameter. */
export const PHOTOS_PARAM = "photos";
const KEPT = "kept";

/** `&photos=kept.heic…` for a redirect's query that already has a parameter; "" with no photos. */
export function photosQuery(outcomes: readonly PhotoOutcome[] | undefined): string {
  if (!outcomes?.length) return "";
  return `&${PHOTOS_PARAM}=${outcomes.map((o) => (o.kept ? KEPT : o.reason)).join(".")}`;
}

/** The outcomes a query names, each called `nameOf(index)`; anything else in it is ignored. */
export function outcomesFromQuery(value: string | null, nameOf: (index: number) => string): PhotoOutcome[] {
  if (!value) return [];
  return value
    .split(".")
    .slice(0, 10)
    .flatMap((code, i): PhotoOutcome[] => {
      if (code === KEPT) return [{ name: nameOf(i), kept: true }];
      return (PHOTO_REFUSALS as readonly string[]).includes(code)
        ? [{ name: nameOf(i), kept: false, reason: code as PhotoRefusal }]
        : [];
    });
}
