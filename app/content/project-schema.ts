/**
 * The schema of a gallery project record (app/content/projects.ts). The image build checks every
 * record with it and stops with the file, the project and the field at fault. The site itself
 * only imports the types, so zod never reaches the browser.
 */
import { z } from "zod";
import { galleryCategories } from "./gallery-categories.ts";

export const PROJECTS_FILE = "app/content/projects.ts";

/** A focal point in percent from the left and from the top: crops keep it in view. */
export const focusSchema = z.strictObject({
  x: z.number().min(0).max(100),
  y: z.number().min(0).max(100),
});

const photoFile = z
  .string()
  .regex(
    /^[\w.-]+\.(jpe?g|png|webp)$/i,
    "a file name in assets/photos/ ending in .jpg, .jpeg, .png or .webp",
  );

export const projectImageSchema = z
  .strictObject({
    /** A file in assets/photos/. */
    photo: photoFile.optional(),
    /** A placeholder drawing of scripts/placeholders, shown until a photo replaces it. */
    drawing: z
      .string()
      .regex(/^[a-z0-9-]+$/, "a placeholder drawing name")
      .optional(),
    alt: z.string().trim().min(20, "describe what the image shows (at least 20 characters)"),
    focus: focusSchema.optional(),
  })
  .refine((i) => (i.photo === undefined) !== (i.drawing === undefined), {
    error: "give either `photo` (a file in assets/photos/) or `drawing`, not both or neither",
  });

const slugs = galleryCategories.map((c) => c.slug) as [string, ...string[]];

export const projectSchema = z.strictObject({
  id: z.number().int().positive(),
  category: z.enum(slugs),
  title: z.string().trim().min(5),
  city: z.string().trim().min(2),
  /** Month the work was finished, YYYY-MM. */
  date: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "a month as YYYY-MM, e.g. 2026-04"),
  description: z.string().trim().min(10).optional(),
  before: projectImageSchema,
  after: projectImageSchema.optional(),
});

export type ProjectImage = z.input<typeof projectImageSchema>;
export type ProjectRecord = z.input<typeof projectSchema> & {
  category: (typeof galleryCategories)[number]["slug"];
};

/**
 * Checks every record and that ids are unique. Throws one error listing every problem as
 * "<file>: project <n> (id <id>), field <path>: <message>".
 */
export function checkProjects(records: readonly unknown[], file = PROJECTS_FILE): void {
  const problems: string[] = [];
  const seen = new Map<number, number>();
  records.forEach((record, i) => {
    const where = `${file}: project ${i + 1}${idOf(record)}`;
    const result = projectSchema.safeParse(record);
    if (!result.success) {
      for (const issue of result.error.issues) {
        problems.push(`${where}, field ${issue.path.join(".") || "(record)"}: ${issue.message}`);
      }
      return;
    }
    const first = seen.get(result.data.id);
    if (first !== undefined) problems.push(`${where}, field id: also used by project ${first}`);
    else seen.set(result.data.id, i + 1);
  });
  if (problems.length > 0) throw new Error(`Invalid gallery project records:\n  ${problems.join("\n  ")}`);
}

function idOf(record: unknown): string {
  const id = (record as { id?: unknown } | null)?.id;
  return typeof id === "number" ? ` (id ${id})` : "";
}
