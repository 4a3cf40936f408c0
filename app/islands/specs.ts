import { fieldLimits } from "~/content/lead-forms";
import { z } from "zod";

/**
 * What each island may carry (decision 018): a schema for its props and a cap on their size as JSON.
 * `Island` checks both while rendering, so an island that starts carrying records the page does not
 * need fails the build (prerendering) rather than growing every visitor's download. The browser never
 * loads this module: its schemas run on the server and in the tests.
 */

/** Words are plain text, nested in objects and lists (a page's copy for one widget). */
type Words = string | number | boolean | readonly Words[] | { readonly [key: string]: Words };
const words: z.ZodType<Words> = z.lazy(() =>
  z.union([z.string(), z.number(), z.boolean(), z.array(words), z.record(z.string(), words)]),
);

const image = z
  .object({
    key: z.string(),
    alt: z.string(),
    width: z.number(),
    height: z.number(),
    widths: z.array(z.number()),
    focus: z.object({ x: z.number(), y: z.number() }).optional(),
    hash: z.string().optional(),
    files: z.record(z.string(), z.string()).optional(),
  })
  .strict();

const galleryItem = z
  .object({
    id: z.number().int(),
    category: z.string(),
    title: z.string(),
    location: z.string(),
    description: z.string().optional(),
    image,
    after: image.optional(),
    /** Only its thumbnail (its later image): the island carries a long category's other projects so. */
    thumb: z.literal(true).optional(),
  })
  .strict();

const fieldValues = z.record(z.string(), z.string());
const submitResult = z.discriminatedUnion("status", [
  z.object({
    status: z.literal("ok"),
    form: z.string(),
    id: z.number(),
    openNow: z.boolean().optional(),
  }),
  z.object({
    status: z.literal("invalid"),
    form: z.string(),
    errors: fieldValues,
    values: fieldValues,
  }),
  z.object({
    status: z.enum(["rate-limited", "failed"]),
    form: z.string(),
    message: z.string(),
    values: fieldValues,
    retryAfter: z.number().optional(),
  }),
]);

/** A lead form's props (the urgent call-back's and the quote's islands). */
const leadForm = {
  schema: z
    .object({
      tone: z.enum(["light", "dark"]).optional(),
      page: z.string(),
      serverResult: submitResult.nullable().optional(),
      words,
    })
    .strict(),
  // The words and settings, plus what a visitor sent echoed back after an error: each field at its
  // longest, every character escaped at worst (`\u003c` is 6 bytes for 1).
  maxBytes: 8_000 + 6 * Object.values(fieldLimits).reduce((a: number, b) => a + b, 100),
};

export const islandSpecs = {
  /**
   * The gallery viewer: one language's categories, the projects of the category it shows (the rest
   * come from `projectsUrl` after it hydrates) and its words. A long category sends the projects around
   * the one shown, the others as thumbnails, and where they sit (`window`): see
   * `galleryIslandItems` in app/lib/widgets/gallery-state.ts.
   */
  gallery: {
    schema: z
      .object({
        categories: z.array(z.object({ slug: z.string(), name: z.string() }).strict()),
        items: z.array(galleryItem),
        window: z.object({ first: z.number().int(), total: z.number().int() }).strict().optional(),
        projectsUrl: z.string(),
        words: z.record(z.string(), z.string()),
      })
      .strict(),
    maxBytes: 12_000,
  },
  /** The reference search: the references and the search the page was asked for. */
  references: {
    schema: z
      .object({
        references: z.array(
          z
            .object({
              id: z.number().int(),
              company: z.string(),
              contact: z.string(),
              phone: z.string(),
              jobName: z.string(),
              location: z.string(),
            })
            .strict(),
        ),
        initialQuery: z.string().max(100),
        words: z.record(z.string(), z.string()),
      })
      .strict(),
    maxBytes: 24_000,
  },
  /** The services carousel's controls: how many slides, the track they move, their names. */
  carousel: {
    schema: z
      .object({
        count: z.number().int().positive(),
        trackId: z.string(),
        words: z.record(z.string(), z.string()),
      })
      .strict(),
    maxBytes: 1_000,
  },
  /** The urgent call-back form's enhancement: in-place submit, errors and confirmation in the page's language. */
  "lead-form": leadForm,
  /** The contact page's quote form: the same, with the photo picker (only its pages load the picker). */
  "quote-form": leadForm,
  /** The booking form's photos: the field's label and hint, and the picker's words. */
  "booking-photos": {
    schema: z
      .object({
        words: z.object({ label: z.string(), hint: z.string(), picker: words }).strict(),
      })
      .strict(),
    maxBytes: 3_000,
  },
} as const satisfies Record<string, { schema: z.ZodType; maxBytes: number }>;

export type IslandName = keyof typeof islandSpecs;

/** One island's spec, its schema widened (the union of every island's is too deep for the type checker). */
export type IslandSpec = { schema: z.ZodType; maxBytes: number };

export class IslandPropsError extends Error {}

/** Whether props stay within an island's size cap (as JSON, in bytes). */
export const withinIslandCap = (name: IslandName, props: unknown): boolean =>
  new TextEncoder().encode(JSON.stringify(props)).length <= islandSpecs[name].maxBytes;

/** Checks an island's props against its schema and size cap; returns them as JSON text. */
export function checkIslandProps(name: IslandName, props: unknown): string {
  const spec: IslandSpec = islandSpecs[name];
  const parsed = spec.schema.safeParse(props);
  if (!parsed.success) throw new IslandPropsError(`island "${name}": ${z.prettifyError(parsed.error)}`);
  const json = JSON.stringify(props);
  const bytes = new TextEncoder().encode(json).length;
  if (bytes > spec.maxBytes)
    throw new IslandPropsError(
      `island "${name}": props are ${bytes} bytes, over its cap of ${spec.maxBytes}`,
    );
  return json;
}
