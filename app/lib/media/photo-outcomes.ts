/**
 * What became of a booking's photos, carried to its private page by the redirect after the POST (the
 * page is a GET, so the answer travels in its query): one code a photo, in the order sent, "kept" or the
 * reason it was not. The names the visitor's files had stay out of the address; the page numbers them.
 */
import {
  MAX_PHOTO_NAME,
  MAX_REQUEST_PHOTOS,
  PHOTO_REFUSALS,
  type PhotoOutcome,
  type PhotoRefusal,
} from "./limits";

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

/**
 * The field a page's script adds, once a photo, when it could not send the photos picked (the connection
 * failed or the answer was not the form's) and the browser posts the form without them: each holds the
 * photo's name, so the answer can say it was not sent.
 */
export const PHOTOS_UNSENT_FIELD = "photos_unsent";

/**
 * The photos a form says its script could not send, as outcomes: "connection" when the request was stored
 * (it went without them), "not-sent" when it was not. At most a request's photos; names cut as an
 * upload's are.
 */
export function unsentOutcomes(form: FormData, stored: boolean): PhotoOutcome[] {
  return form
    .getAll(PHOTOS_UNSENT_FIELD)
    .filter((v): v is string => typeof v === "string")
    .slice(0, MAX_REQUEST_PHOTOS)
    .map((name) => ({
      name: name.slice(0, MAX_PHOTO_NAME),
      kept: false,
      reason: stored ? "connection" : "not-sent",
    }));
}
