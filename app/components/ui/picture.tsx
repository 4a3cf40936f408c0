import hashes from "virtual:image-hashes";
import { images, type Focus, type ImageEntry, type ImageRef } from "~/content/images";
import { MEDIA_FILES_PATH } from "~/lib/media/limits";

export type ImageFormat = "avif" | "webp";
export type { ImageRef };

function entryOf(ref: ImageRef): ImageEntry {
  if (typeof ref !== "string") return ref;
  const info = images[ref];
  if (!info) throw new Error(`Unknown image key "${ref}"`);
  return { key: ref, ...info };
}

/**
 * Public URL of one generated file (see scripts/image-pipeline/generate.ts). The name carries a
 * hash of the image's source and settings, so a replaced image never shares a URL with the old one. An
 * uploaded photo's files are served from /media/ under the names its entry lists.
 */
export function imageUrl(ref: ImageRef, width: number, ext: ImageFormat): string {
  const entry = entryOf(ref);
  if (entry.files) {
    // An uploaded photo: each encoded file has its own name (its hash is of its bytes).
    const name = entry.files[`${width}.${ext}`];
    if (!name) throw new Error(`No ${width}px ${ext} file for uploaded photo "${entry.key}"`);
    return `${MEDIA_FILES_PATH}/${name}`;
  }
  const hash = entry.hash ?? hashes[entry.key];
  if (!hash) throw new Error(`No generated files for image "${entry.key}"`);
  return `/generated/${entry.key}-${width}.${hash}.${ext}`;
}

/** CSS `object-position` for an image's focal point (for crops made by the page's layout). */
export function objectPosition(focus: Focus | undefined): string | undefined {
  return focus ? `${focus.x}% ${focus.y}%` : undefined;
}

export interface ImageSources {
  /** `srcset` of the AVIF files, one candidate per registered width. */
  avif: string;
  /** `srcset` of the WebP files. */
  webp: string;
  /** Fallback `src`: the WebP file nearest 800 px wide. */
  src: string;
  width: number;
  height: number;
  alt: string;
  focus?: Focus;
}

/** The fallback file's width, for the rare browser that reads neither srcset. */
const FALLBACK_WIDTH = 800;

/** Everything needed to render an image: srcsets, fallback, intrinsic size, alt text and focal point. */
export function imageSources(ref: ImageRef): ImageSources {
  const info = entryOf(ref);
  const srcSet = (ext: ImageFormat): string =>
    info.widths.map((w) => `${imageUrl(info, w, ext)} ${w}w`).join(", ");
  // One of the widths the build writes (an image's own width need not be one of them).
  const fallback = info.widths.reduce(
    (best, w) => (Math.abs(w - FALLBACK_WIDTH) < Math.abs(best - FALLBACK_WIDTH) ? w : best),
    info.widths[0] ?? info.width,
  );
  return {
    avif: srcSet("avif"),
    webp: srcSet("webp"),
    src: imageUrl(info, fallback, "webp"),
    width: info.width,
    height: info.height,
    alt: info.alt,
    ...(info.focus ? { focus: info.focus } : {}),
  };
}

export interface PictureProps {
  image: ImageRef;
  /** The `sizes` attribute, e.g. "(min-width: 1024px) 50vw, 100vw". */
  sizes: string;
  /**
   * The page's hero: eager loading with high fetch priority. Every other image is lazy and asks for low
   * priority, so none competes with the hero for the first paint, even one the browser finds on the
   * first screen (it would raise its priority otherwise).
   */
  priority?: boolean;
  /** Overrides the content's alt text ("" marks the image as decorative). */
  alt?: string;
  /** Class of the `<picture>` element. */
  className?: string;
  /** Class of the `<img>` element. */
  imgClassName?: string;
}

/**
 * Responsive AVIF/WebP image, with intrinsic width/height to reserve its space. An image with a
 * focal point keeps it in view when the layout crops it (`object-fit: cover`).
 */
export function Picture({ image, sizes, priority = false, alt, className, imgClassName }: PictureProps) {
  const s = imageSources(image);
  const position = objectPosition(s.focus);
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={s.avif} sizes={sizes} />
      <source type="image/webp" srcSet={s.webp} sizes={sizes} />
      <img
        src={s.src}
        width={s.width}
        height={s.height}
        alt={alt ?? s.alt}
        className={imgClassName}
        style={position ? { objectPosition: position } : undefined}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? undefined : "async"}
        fetchPriority={priority ? "high" : "low"}
      />
    </picture>
  );
}
