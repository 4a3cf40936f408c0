/**
 * The project editor's form, both ways: a stored project as the form's values (strings, as inputs hold
 * them), the posted form as values again (so a refused save re-renders with what was typed), and the
 * values as the fields the store's `saveDraft` checks (empty optional words left out). Plain data, used
 * by the route on the server and in the browser.
 */
import type {
  StoredPhotoSource,
  StoredProject,
  StoredProjectImage,
} from "~/lib/content-store/content-record";

export const PHOTO_SLOTS = ["before", "after"] as const;
export type PhotoSlot = (typeof PHOTO_SLOTS)[number];

export interface PhotoValues {
  /** "media:12", "photo:deck-01.jpg", "drawing:deck", or "" for none. */
  source: string;
  alt: string;
  altEs: string;
  focusX: string;
  focusY: string;
}

export interface ProjectValues {
  category: string;
  title: string;
  titleEs: string;
  city: string;
  date: string;
  description: string;
  descriptionEs: string;
  featured: boolean;
  before: PhotoValues;
  after: PhotoValues;
}

/** The text fields, by their form name (a photo's are `<slot>.<field>`). */
export const TEXT_FIELDS = [
  "category",
  "title",
  "titleEs",
  "city",
  "date",
  "description",
  "descriptionEs",
] as const;
const PHOTO_FIELDS = ["source", "alt", "altEs", "focusX", "focusY"] as const;

/** The most a field may hold as posted (the store checks the real limits; this only bounds what is echoed). */
const MAX_FIELD = 2000;

const emptyPhoto = (): PhotoValues => ({ source: "", alt: "", altEs: "", focusX: "", focusY: "" });

export const emptyProject = (): ProjectValues => ({
  category: "",
  title: "",
  titleEs: "",
  city: "",
  date: "",
  description: "",
  descriptionEs: "",
  featured: false,
  before: emptyPhoto(),
  after: emptyPhoto(),
});

/** A photo's source as the form's hidden field holds it. */
export function sourceText(source: StoredPhotoSource | undefined): string {
  if (!source) return "";
  if ("media" in source) return `media:${source.media}`;
  if ("photo" in source) return `photo:${source.photo}`;
  return `drawing:${source.drawing}`;
}

/** The form's hidden field as a photo source; undefined when it is empty or not one. */
export function sourceOf(text: string): StoredPhotoSource | undefined {
  const m = /^(media|photo|drawing):(.+)$/.exec(text.trim());
  if (!m) return undefined;
  const [, kind, value] = m as unknown as [string, "media" | "photo" | "drawing", string];
  if (kind === "media") return /^\d{1,15}$/.test(value) ? { media: Number(value) } : undefined;
  return kind === "photo" ? { photo: value } : { drawing: value };
}

/** The uploaded photo's id a source names, if it is one. */
export const mediaIdOf = (text: string): number | undefined => {
  const source = sourceOf(text);
  return source && "media" in source ? source.media : undefined;
};

const photoValues = (image: StoredProjectImage | undefined): PhotoValues =>
  image
    ? {
        source: sourceText(image.source),
        alt: image.alt,
        altEs: image.altEs ?? "",
        focusX: image.focus ? String(image.focus.x) : "",
        focusY: image.focus ? String(image.focus.y) : "",
      }
    : emptyPhoto();

/** A stored project as the form shows it. */
export function valuesOf(project: StoredProject | undefined): ProjectValues {
  if (!project) return emptyProject();
  return {
    category: project.category,
    title: project.title,
    titleEs: project.titleEs ?? "",
    city: project.city,
    date: project.date,
    description: project.description ?? "",
    descriptionEs: project.descriptionEs ?? "",
    featured: project.featured,
    before: photoValues(project.before),
    after: photoValues(project.after),
  };
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, MAX_FIELD) : "";
};

/** The posted form as values (anything missing is empty; nothing a client sends throws). */
export function valuesFromForm(form: FormData): ProjectValues {
  const values = emptyProject();
  for (const name of TEXT_FIELDS) values[name] = text(form, name);
  values.featured = form.get("featured") === "on" || form.get("featured") === "yes";
  for (const slot of PHOTO_SLOTS)
    for (const field of PHOTO_FIELDS) values[slot][field] = text(form, `${slot}.${field}`);
  return values;
}

/** A focal point from the two inputs: both whole or decimal numbers, else none (the centre). */
function focusOf(photo: PhotoValues): { x: number; y: number } | undefined {
  if (photo.focusX.trim() === "" && photo.focusY.trim() === "") return undefined;
  const x = Number(photo.focusX);
  const y = Number(photo.focusY);
  // Out of range or not numbers: passed on as they are, so the store's schema names the field.
  return { x: photo.focusX.trim() === "" ? NaN : x, y: photo.focusY.trim() === "" ? NaN : y };
}

const optional = (value: string) => (value.trim() === "" ? undefined : value);

function photoFields(photo: PhotoValues, required: boolean) {
  const source = sourceOf(photo.source);
  const blank = !source && photo.alt.trim() === "" && photo.altEs.trim() === "";
  if (blank && !required) return undefined;
  const focus = focusOf(photo);
  return {
    ...(source ? { source } : {}),
    alt: photo.alt,
    ...(optional(photo.altEs) ? { altEs: photo.altEs } : {}),
    ...(focus ? { focus } : {}),
  };
}

/**
 * The fields `saveDraft` checks: the English as typed (an empty required one is refused by the store's
 * schema, naming it), the optional Spanish words only when given, the after photo only when it has
 * something. `id` is the project's own, once it has one.
 */
export function fieldsOf(values: ProjectValues, id?: number): Record<string, unknown> {
  const after = photoFields(values.after, false);
  return {
    ...(id === undefined ? {} : { id }),
    category: values.category,
    title: values.title,
    ...(optional(values.titleEs) ? { titleEs: values.titleEs } : {}),
    city: values.city,
    date: values.date,
    description: values.description,
    ...(optional(values.descriptionEs) ? { descriptionEs: values.descriptionEs } : {}),
    before: photoFields(values.before, true),
    ...(after ? { after } : {}),
    featured: values.featured,
  };
}

/**
 * The form field a store error's path belongs to ("before.source.media" → "before.source",
 * "before.focus.x" → "before.focus", "title" → "title").
 */
export function fieldOfPath(path: string): string {
  const [head, second] = path.split(".");
  if (head === "before" || head === "after")
    return `${head}.${second === "focus" ? "focus" : second === "altEs" ? "altEs" : second === "alt" ? "alt" : "source"}`;
  return head ?? path;
}

/** The values as one line each, by the conflict table's keys (`projectFieldLabels`). */
export function flatValues(values: ProjectValues): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const name of TEXT_FIELDS) flat[name] = values[name];
  for (const slot of PHOTO_SLOTS) {
    flat[`${slot}.source`] = values[slot].source;
    flat[`${slot}.alt`] = values[slot].alt;
    flat[`${slot}.altEs`] = values[slot].altEs;
    flat[`${slot}.focus`] =
      values[slot].focusX || values[slot].focusY ? `${values[slot].focusX}, ${values[slot].focusY}` : "";
  }
  flat.featured = values.featured ? "yes" : "no";
  return flat;
}
