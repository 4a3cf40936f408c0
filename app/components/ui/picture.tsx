import { images, type ImageKey } from "~/content/images";

export type ImageFormat = "avif" | "webp";

/** Public URL of one generated file (see scripts/images/generate.ts). */
export function imageUrl(key: ImageKey, width: number, ext: ImageFormat): string {
  return `/generated/${key}-${width}.${ext}`;
}

export interface ImageSources {
  /** `srcset` of the AVIF files, one candidate per registered width. */
  avif: string;
  /** `srcset` of the WebP files. */
  webp: string;
  /** Fallback `src`: the WebP file of the middle width. */
  src: string;
  width: number;
  height: number;
  alt: string;
}

/** Everything needed to render an image of the registry: srcsets, fallback and intrinsic size. */
export function imageSources(key: ImageKey): ImageSources {
  const info = images[key];
  const srcSet = (ext: ImageFormat): string =>
    info.widths.map((w) => `${imageUrl(key, w, ext)} ${w}w`).join(", ");
  const middle = info.widths[Math.floor(info.widths.length / 2)] ?? info.width;
  return {
    avif: srcSet("avif"),
    webp: srcSet("webp"),
    src: imageUrl(key, middle, "webp"),
    width: info.width,
    height: info.height,
    alt: info.alt,
  };
}

export interface PictureProps {
  image: ImageKey;
  /** The `sizes` attribute, e.g. "(min-width: 1024px) 50vw, 100vw". */
  sizes: string;
  /** Above-the-fold image: eager loading with high fetch priority instead of lazy loading. */
  priority?: boolean;
  /** Load at once without raising its priority: for images that may show in the first viewport. */
  eager?: boolean;
  /** Overrides the registry alt text ("" marks the image as decorative). */
  alt?: string;
  /** Class of the `<picture>` element. */
  className?: string;
  /** Class of the `<img>` element. */
  imgClassName?: string;
}

/** Responsive AVIF/WebP image of the registry, with intrinsic width/height to reserve its space. */
export function Picture({
  image,
  sizes,
  priority = false,
  eager = false,
  alt,
  className,
  imgClassName,
}: PictureProps) {
  const s = imageSources(image);
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
        loading={priority || eager ? "eager" : "lazy"}
        decoding={priority ? undefined : "async"}
        fetchPriority={priority ? "high" : undefined}
      />
    </picture>
  );
}
