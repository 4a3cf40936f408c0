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
    /** Said when at least one photo was not kept; the request itself was stored. */
    note: "Your request was received either way. You can text or e-mail us the photos we could not keep.",
  },
  refused: {
    "too-large": `larger than ${MAX_PHOTO_MB} MB (or than ${MAX_PHOTO_MEGAPIXELS} megapixels): please send a smaller copy.`,
    heic: `in the iPhone's HEIC format, which we cannot open: please send it as ${typeList}.`,
    "not-photo": `not a photo we can open: please send ${typeList}.`,
    unreadable: "could not be read: the file looks damaged or incomplete.",
    "over-total": `past the ${MAX_REQUEST_PHOTOS_MB} MB the photos of one request may take together.`,
    "too-many": `more than ${MAX_REQUEST_PHOTOS} photos: only the first ${MAX_REQUEST_PHOTOS} are read.`,
    "storage-full": "our photo storage is full just now: please text or e-mail it to us.",
    "not-sent": "not kept, because the request was not sent: please choose it again.",
  } satisfies Record<PhotoRefusal, string>,
  /** A photo named by its place in the form (a booking's page: file names stay out of its address). */
  numbered: (n: number) => `Photo ${n}`,
  /** The page answering a form whose body could not be read whole (too large, or cut off). */
  refusedPage: {
    tooLargeTitle: "Those photos are too large to send together",
    tooLarge:
      `Your request was not sent. Please send it again with at most ${MAX_REQUEST_PHOTOS} photos, ` +
      `${MAX_PHOTO_MB} MB each and ${MAX_REQUEST_PHOTOS_MB} MB together, or without photos.`,
    unreadableTitle: "Your request could not be read",
    unreadable: "The form arrived incomplete, so it was not sent. Please send it again.",
    back: "Back to the form",
  },
};
