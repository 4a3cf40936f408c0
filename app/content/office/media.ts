/**
 * The office's words about photos: why an upload was refused, each photo's state, and the storage
 * banner. English for now, like the rest of the office.
 */
import { formatFileSize } from "~/lib/rendering/format-file-size";
import { MAX_PHOTO_MB, MAX_PHOTO_MEGAPIXELS, PHOTO_LINK_DAYS } from "~/lib/media/limits";

const TYPES = "JPEG, PNG or WebP";

export const mediaCopy = {
  refused: {
    heic:
      "This photo is in the iPhone's HEIC format, which the site cannot use. Choose it again with the " +
      "upload button in Safari (it sends a JPEG), or set Settings › Camera › Formats to “Most Compatible” " +
      "and send the photo as a JPEG.",
    avif: `AVIF photos cannot be uploaded. Please send the photo as ${TYPES}.`,
    svg: `Drawings (SVG) cannot be uploaded, whatever their name. Please send a photo as ${TYPES}.`,
    zip: `That is a zip archive, not a photo. Please send each photo on its own as ${TYPES}.`,
    unknown: `That file is not a photo the site can use. Please send a ${TYPES} photo.`,
    empty: "That file is empty. Please choose the photo again.",
    damaged:
      "This photo could not be read: the file looks damaged or incomplete. Please send it again, or " +
      "send another copy of it.",
    tooLarge: `This photo is larger than ${MAX_PHOTO_MB} MB. Please send a smaller copy (a phone's “Large” or “Medium” size is plenty).`,
    tooManyPixels: `This photo is larger than ${MAX_PHOTO_MEGAPIXELS} megapixels. Please send a smaller copy.`,
    noFile: "Please choose a photo to upload.",
    tooManyFiles: "Please send one photo at a time.",
    notMultipart: "Please send the photo from the office's upload form.",
    malformed: "The upload was cut off or could not be read. Please send the photo again.",
    notWritten:
      "The server could not save the photo: its disk is full or cannot be written. Please tell whoever " +
      "runs the site; nothing was kept.",
    full: (used: number, cap: number) =>
      `Photo storage is full (${formatFileSize(used)} of ${formatFileSize(cap)} used). Delete photos no ` +
      "longer needed, or raise MEDIA_CAP_MB, before uploading more.",
    signedOut: "Your office session has ended. Please sign in again, then send the photo.",
    notAllowed: "Your account cannot upload photos.",
    otherSite: "Photos can only be uploaded from the office's own pages.",
  },
  /** The banner shown near the storage cap. */
  nearCap: (used: number, cap: number) =>
    `Photo storage is almost full: ${formatFileSize(used)} of ${formatFileSize(cap)} used. Delete photos no longer needed, or raise MEDIA_CAP_MB.`,
  /** Each photo's state, as the office lists it. */
  states: {
    pending: "Preparing…",
    ready: "Ready",
    failed: "Could not be prepared: please upload it again",
  },
  /** What the upload field says it takes (its `accept` list is the same three types). */
  accepts: `${TYPES}, up to ${MAX_PHOTO_MB} MB`,
  notFound: "There is no such photo.",
  /** What a signed photo link (a webhook's) answers when it does not serve the photo. */
  linkRefused: {
    404: "There is no such photo. The link may have been changed, or the request deleted.",
    410: `This photo link has expired (links work for ${PHOTO_LINK_DAYS} days). Open the request in the office to see its photos.`,
  },
} as const;
