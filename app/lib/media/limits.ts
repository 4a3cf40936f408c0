/**
 * What a photo upload may be: shared by the server (which enforces it) and, later, the forms that send
 * photos (their `accept` list and the size they state). Plain data, safe in the browser.
 */

/** The types accepted, sniffed from the content (never the name or the declared type). */
export const PHOTO_TYPES = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
} as const;
export type PhotoType = keyof typeof PHOTO_TYPES;

/**
 * A file input's `accept` list: the types, stated explicitly, so Safari on an iPhone converts a HEIC
 * photo to JPEG itself before sending it.
 */
export const PHOTO_ACCEPT = Object.values(PHOTO_TYPES).join(",");

/** The wire name the photos travel under, in the quote and booking forms. */
export const PHOTOS_FIELD = "photos";

/** The largest photo, in megabytes (MiB: a phone's "15 MB" fits). */
export const MAX_PHOTO_MB = 15;
export const MAX_PHOTO_BYTES = MAX_PHOTO_MB * 1024 * 1024;

/** The most pixels a photo may decode to (about 50 megapixels; a phone's 48 MP sensor fits). */
/** The most of a photo's file name kept to show it back (the name is never used as a path). */
export const MAX_PHOTO_NAME = 200;
export const MAX_PHOTO_MEGAPIXELS = 50;
export const MAX_PHOTO_PIXELS = MAX_PHOTO_MEGAPIXELS * 1_000_000;

/** Room in one upload request for its multipart framing and a few small fields, beside the photo. */
export const UPLOAD_OVERHEAD_BYTES = 64 * 1024;
/** The largest upload request body. */
export const MAX_UPLOAD_REQUEST_BYTES = MAX_PHOTO_BYTES + UPLOAD_OVERHEAD_BYTES;

/**
 * How long an upload request may take: a 15 MB photo at 4 Mbit/s takes 31.5 s; twice that leaves room
 * for a slower moment on a phone's connection.
 */
export const UPLOAD_TIMEOUT_MS = 2 * Math.ceil((MAX_UPLOAD_REQUEST_BYTES * 8) / 4_000_000) * 1000;

/** Past this share of the storage cap, the office shows a banner. */
export const NEAR_CAP_SHARE = 0.9;

/** Where photos are uploaded (POST, the office's session) and their state read (GET /office/media/:id). */
export const MEDIA_UPLOAD_PATH = "/office/media";
/** Where published photos' encoded files are served, as immutable. */
export const MEDIA_FILES_PATH = "/media";

/** How long a signed link to a customer's photo (a webhook's) works, in days. */
export const PHOTO_LINK_DAYS = 7;

/** The most photos a quote request or a booking carries. */
export const MAX_REQUEST_PHOTOS = 5;
/** The most bytes a request's photos may take together, in megabytes (MiB). */
export const MAX_REQUEST_PHOTOS_MB = 40;
export const MAX_REQUEST_PHOTOS_BYTES = MAX_REQUEST_PHOTOS_MB * 1024 * 1024;
/**
 * The largest body a quote or booking form with photos may send: five photos at the per-photo limit and
 * the form's text. Within it each photo is kept or refused on its own (one past the request's 40 MB is
 * named as such); a larger body is refused whole. The proxies (deploy/) let this much through on the
 * four form paths only.
 */
export const MAX_PHOTO_FORM_BYTES = MAX_REQUEST_PHOTOS * MAX_PHOTO_BYTES + UPLOAD_OVERHEAD_BYTES;
/** What the photo picker lets a visitor add to one request (the server enforces the same). */
export const REQUEST_PHOTO_LIMITS = {
  count: MAX_REQUEST_PHOTOS,
  photoBytes: MAX_PHOTO_BYTES,
  requestBytes: MAX_REQUEST_PHOTOS_BYTES,
} as const;
/** How long a form with photos may take to arrive: its photos' 40 MB at 4 Mbit/s, twice over. */
export const PHOTO_FORM_TIMEOUT_MS = 2 * Math.ceil((MAX_REQUEST_PHOTOS_BYTES * 8) / 4_000_000) * 1000;

/**
 * The share of the storage cap kept for the office's own uploads: customers' photos stop short of it, so
 * a busy week of quote requests never blocks publishing a project.
 */
export const OFFICE_RESERVE_SHARE = 0.1;

/** Why a customer's photo was not kept, as the answer page names it (its words are in app/content/). */
export const PHOTO_REFUSALS = [
  "too-large",
  "heic",
  "not-photo",
  "unreadable",
  "over-total",
  "too-many",
  "storage-full",
  "not-sent",
  "connection",
] as const;
export type PhotoRefusal = (typeof PHOTO_REFUSALS)[number];

/** What became of each photo sent with a request, in the order sent. */
export type PhotoOutcome = { name: string; kept: true } | { name: string; kept: false; reason: PhotoRefusal };
