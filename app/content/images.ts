/**
 * The image registry: every image the site shows, by key, with its alt text, aspect ratio, the
 * widths generated for it and an optional focal point. Heroes and service cards are listed here;
 * gallery images come from the project records (app/content/projects.ts). Plain data importable
 * by Node: the image build (scripts/image-pipeline) reads it, the site renders it.
 *
 * Where an image comes from: a photo in assets/photos/ when there is one (`photo` names it, or
 * a file named after the key, e.g. assets/photos/hero-home.jpg), otherwise the placeholder drawing
 * `drawing` of scripts/placeholders. Files are served as /generated/<key>-<width>.<hash>.avif and
 * .webp, where the hash covers the source and the settings, so a replaced photo gets new URLs.
 */
import type { ProjectImage, ProjectRecord } from "./project-schema.ts";

export type HeroImageKey = "hero-home" | "hero-services" | "hero-about" | "hero-contact" | "hero-blog";

/** The nine service illustrations: the service cards' images, and the ones an article may use. */
export const SERVICE_IMAGE_KEYS = [
  "deck",
  "balcony",
  "planter",
  "pool-deck",
  "stairs",
  "roof-deck",
  "floor-leveling",
  "below-grade",
  "between-slab",
] as const;

export type ServiceImageKey = (typeof SERVICE_IMAGE_KEYS)[number];

/** A gallery project's image: `project-<id>-before` (or its only image) and `project-<id>-after`. */
export type ProjectImageKey = `project-${number}-${"before" | "after"}`;

/** The images pages name directly; gallery images travel with their project (app/content/gallery.ts). */
/** The two photographs of the testimonials page (drawn in scripts/placeholders/scenes/testimonials.ts). */
export type TestimonialImageKey = "testimonial-condo-balconies" | "testimonial-pasadena-deck";

export type ImageKey = HeroImageKey | ServiceImageKey | TestimonialImageKey;

/** A focal point in percent from the left and from the top; crops keep it in view. */
export interface Focus {
  x: number;
  y: number;
}

export interface ImageInfo {
  alt: string;
  /** Intrinsic width of the image (with height, gives the aspect ratio). */
  width: number;
  height: number;
  /** Rendered widths, ascending; one AVIF and one WebP file per width. */
  widths: readonly number[];
  /** The placeholder drawing shown until a photo is present. */
  drawing?: string;
  /** A photo file in assets/photos/ (default: a file named after the key, if any). */
  photo?: string;
  /** Where crops centre (default: the middle). */
  focus?: Focus;
}

/** An image with its key: what a gallery item carries, and what <Picture> renders. */
export interface ImageEntry extends ImageInfo {
  key: string;
  /** Where the image is declared, for build errors (set by the image build). */
  origin?: string;
  /** Content hash of the generated files; read from the build's list when absent. */
  hash?: string;
  /**
   * An uploaded photo's encoded files, by "<width>.<format>" (e.g. "400.avif"): each file's name under
   * /media/ (`<id>-<width>.<hash>.<format>`, one hash per file). Set, it replaces `hash`.
   */
  files?: Readonly<Record<string, string>>;
}

const heroWidths = [480, 640, 800, 1200, 1600] as const;
const cardWidths = [400, 800, 1200] as const;
/** 240 px for the gallery's thumbnails (120 px wide, on a phone's 1.75× screen too). */
export const galleryWidths = [240, 400, 800] as const;

function hero(alt: string, extra: Partial<ImageInfo> = {}): ImageInfo {
  return { alt, width: 1600, height: 900, widths: heroWidths, ...extra };
}

function card(alt: string, extra: Partial<ImageInfo> = {}): ImageInfo {
  return { alt, width: 1200, height: 800, widths: cardWidths, ...extra };
}

/** A gallery image (4:3, shown at most 800 px wide, and as a 120 px thumbnail). */
export function galleryImage({ alt, photo, drawing, focus }: ProjectImage): ImageInfo {
  return {
    alt,
    width: 1200,
    height: 900,
    widths: galleryWidths,
    ...(photo ? { photo } : {}),
    ...(drawing ? { drawing } : {}),
    ...(focus ? { focus } : {}),
  };
}

/** The registry key of a project's image. */
export function projectImageKey(id: number, side: "before" | "after"): ProjectImageKey {
  return `project-${id}-${side}`;
}

/** A project's images as registry entries ("before" is the only image of a single-image project). */
export function projectImages(record: ProjectRecord): ImageEntry[] {
  const out: ImageEntry[] = [{ key: projectImageKey(record.id, "before"), ...galleryImage(record.before) }];
  if (record.after) out.push({ key: projectImageKey(record.id, "after"), ...galleryImage(record.after) });
  return out;
}

const staticImages: Record<ImageKey, ImageInfo> = {
  "hero-home": hero(
    "Illustration: a sunny Los Angeles hillside home with a freshly coated cantilevered deck and a glass-railed upper balcony, palm trees and the hazy Pacific coast behind",
  ),
  "hero-services": hero(
    "Illustration: a three-storey stucco apartment building with coated balconies behind glass railings, an exterior concrete stair, a roof deck and planters",
  ),
  "hero-about": hero(
    "Illustration: the crew's white work van with a ladder on its roof rack, parked in front of a two-storey stucco home with a balcony being repaired",
  ),
  "hero-contact": hero(
    "Illustration: the company's two-storey stucco office with a teal awning, planters, a bench and palm trees, with the ocean behind",
  ),
  "hero-blog": hero(
    "Illustration: a balcony deck half recoated, with cracked and stained old coating on the left, smooth fresh grey coating on the right, and a roller and bucket at the edge",
  ),

  deck: card(
    "Illustration: a hillside home with a large coated deck on steel posts, a glass railing, lounge chairs and a teal umbrella",
  ),
  balcony: card(
    "Illustration: a stucco apartment facade with coated balconies behind glass railings, potted plants and bistro tables",
  ),
  planter: card(
    "Illustration: cut-away of a stucco planter box showing the waterproof membrane, drainage board, gravel, filter fabric and soil beneath the plants",
  ),
  "pool-deck": card(
    "Illustration: a swimming pool surrounded by a light sand-colored coated pool deck with lounge chairs, a teal umbrella and palm trees",
  ),
  stairs: card(
    "Illustration: exterior concrete stairs with coated treads, teal nosings and a navy metal railing leading up to a teal door",
  ),
  "roof-deck": card(
    "Illustration: a roof deck with a fresh grey coating, parapet and glass railing, a pergola, lounge chairs, planters and an umbrella above the city",
  ),
  "floor-leveling": card(
    "Illustration: a room where smooth self-leveling compound has been poured over an old cracked concrete slab, with a gauge rake, a spiked roller and a mixing bucket",
  ),
  "below-grade": card(
    "Illustration: section through a basement wall below grade with a waterproof membrane, drainage board, gravel and a perforated footing drain keeping the room dry",
  ),
  "between-slab": card(
    "Illustration: cut-away of a split-slab deck showing the structural slab, waterproof membrane, protection board, drainage mat, topping slab and pavers with a drain",
  ),

  "testimonial-condo-balconies": card(
    "Illustration: a three-storey condominium building with freshly coated balconies behind glass railings, palm trees and hills behind",
  ),
  "testimonial-pasadena-deck": card(
    "Illustration: a two-storey home on a slope at dusk with a newly recoated tan deck, wood railing, lounge chairs and an umbrella",
  ),
};

/** Heroes and service cards, drawn as their key until a photo replaces them. */
export const images: Record<ImageKey, ImageInfo> = Object.fromEntries(
  Object.entries(staticImages).map(([key, info]) => [key, { drawing: key, ...info }]),
) as Record<ImageKey, ImageInfo>;

/** Every key pages name directly, in declaration order. */
export const imageKeys = Object.keys(images) as ImageKey[];

/** A key, or an image entry carried by content (gallery items). */
export type ImageRef = ImageKey | ImageEntry;

/** Every image the image build produces for a set of project records: the keys above and the projects' images. */
export function registryFor(records: readonly ProjectRecord[]): Record<string, ImageInfo> {
  const gallery = records.flatMap((p) => projectImages(p)).map(({ key, ...info }) => [key, info]);
  return { ...images, ...Object.fromEntries(gallery) };
}
