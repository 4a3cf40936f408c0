/**
 * The words of the photos a customer may send with a quote request or a booking: the field, what it
 * takes, what became of each photo, and the page that refuses a form too large to read. The numbers and
 * types come from the media module's limits (app/lib/media/limits.ts). Spanish twin: es/request-photos.ts.
 */
import {
  MAX_PHOTO_MB,
  MAX_PHOTO_MEGAPIXELS,
  MAX_REQUEST_PHOTOS,
  MAX_REQUEST_PHOTOS_MB,
  type PhotoRefusal,
  type PhotoType,
} from "~/lib/media/limits";

/** The accepted types by the names people know them by. */
export const photoTypeNames: Record<PhotoType, string> = { jpeg: "JPEG", png: "PNG", webp: "WebP" };
const types = Object.values(photoTypeNames);
const typeList = `${types.slice(0, -1).join(", ")} or ${types.at(-1)}`;

/** A form with photos that arrived incomplete (a request's or a review's): nothing of it was kept. */
const notSent = "The form arrived incomplete, so it was not sent. Please send it again.";

export const requestPhotosCopy = {
  /** The accepted types as a list in words ("JPEG, PNG or WebP"). */
  typeList,
  label: "Photos of the problem (optional)",
  hint:
    `Up to ${MAX_REQUEST_PHOTOS} photos from your phone's camera or library: ${typeList}, ` +
    `up to ${MAX_PHOTO_MB} MB each and ${MAX_REQUEST_PHOTOS_MB} MB together. Only our office sees them.`,
  /** The answer's list of what became of each photo. */
  outcomes: {
    title: "Your photos",
    kept: "received",
    notKept: "not kept",
    /**
     * Said under the list when a photo was refused on its own (not when the whole form came back unsent),
     * by the form the photos came with: the request or review itself was stored.
     */
    notes: {
      request:
        "Your request was received either way. You can text or e-mail us the photos we could not keep.",
      review: "Your review was received either way.",
      morePhotos: "You can text or e-mail us the photos we could not add.",
    },
  },
  refused: {
    "too-large": `larger than ${MAX_PHOTO_MB} MB or more than ${MAX_PHOTO_MEGAPIXELS} megapixels: please send a smaller copy.`,
    heic: `in the iPhone's HEIC format, which we cannot open: please send it as ${typeList}.`,
    "not-photo": `not a photo we can open: please send ${typeList}.`,
    unreadable: "could not be read: the file looks damaged or incomplete.",
    "over-total": `past the ${MAX_REQUEST_PHOTOS_MB} MB the photos of one request may take together.`,
    "too-many": `past the ${MAX_REQUEST_PHOTOS} photos one request can hold.`,
    "storage-full": "our photo storage is full just now: please text or e-mail it to us.",
    // Follows "not kept, ": the whole form came back (a field to correct), so no photo of it was read.
    "not-sent": "because the form was not sent: please choose it again.",
    // The page's script could not send the photos (the connection failed): the form went without them.
    connection: "because the connection failed while it was being sent: the form went without it.",
  } satisfies Record<PhotoRefusal, string>,
  /** A photo named by its place in the form (a booking's page: file names stay out of its address). */
  numbered: (n: number) => `Photo ${n}`,
  /**
   * The page answering a form whose body could not be read whole (too large for the proxy, or cut off),
   * by the form it came from: nothing of it was kept.
   */
  refusedPage: {
    request: {
      tooLargeTitle: "Those photos are too large to send together",
      tooLarge:
        `Your request was not sent. Please send it again with at most ${MAX_REQUEST_PHOTOS} photos, ` +
        `${MAX_PHOTO_MB} MB each and ${MAX_REQUEST_PHOTOS_MB} MB together, or without photos.`,
      unreadableTitle: "Your request could not be read",
      unreadable: notSent,
    },
    review: {
      tooLargeTitle: "That photo is too large to send",
      tooLarge: `Your review was not sent. Please send it again with a photo of at most ${MAX_PHOTO_MB} MB, or without one.`,
      unreadableTitle: "Your review could not be read",
      unreadable: notSent,
    },
    morePhotos: {
      tooLargeTitle: "Those photos are too large to send together",
      tooLarge:
        `None of them was added. Please send them again: at most ${MAX_PHOTO_MB} MB each, and ` +
        `${MAX_REQUEST_PHOTOS_MB} MB for all of a request's photos together, those sent before included.`,
      unreadableTitle: "Your photos could not be read",
      unreadable: "The form arrived incomplete, so none of them was added. Please send them again.",
    },
    back: "Back to the form",
  },
};
