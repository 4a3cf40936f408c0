/**
 * The media record, declared once (decision 023's pattern): every column of the `media` table with its
 * zod type and who fills it. The row type, the variants' shape and the INSERT come from it; a test
 * compares it with the table the schema steps leave (PRAGMA table_info).
 */
import { z } from "zod";
import type { ImageFormat } from "../../../scripts/image-pipeline/plan.ts";
import { PHOTO_TYPES, type PhotoType } from "./limits";

/** Who fills a column: the upload (as it is accepted), or the queue (as it encodes). */
type Filler = "upload" | "queue";

const column = <F extends Filler, S extends z.ZodType>(filler: F, schema: S, sqlDefault?: z.output<S>) => ({
  filler,
  schema,
  default: sqlDefault,
});

export const MEDIA_STATES = ["pending", "ready", "failed"] as const;
export type MediaState = (typeof MEDIA_STATES)[number];

/** One encoded file: a width and a format of the build's (scripts/image-pipeline). */
export const mediaVariant = z.object({
  width: z.int(),
  height: z.int(),
  format: z.custom<ImageFormat>((v) => v === "avif" || v === "webp"),
  /** `<id>-<width>.<hash>.<format>`: the hash is of the file's bytes. */
  name: z.string(),
  bytes: z.int(),
});
export type MediaVariant = z.infer<typeof mediaVariant>;

const photoType = z.custom<PhotoType>((v) => typeof v === "string" && v in PHOTO_TYPES);

/** The `media` table, column by column. */
export const MEDIA_COLUMNS = {
  id: column("upload", z.int()),
  created_at: column("upload", z.string()),
  state: column("queue", z.enum(MEDIA_STATES), "pending"),
  /** 1: its files are served to anyone at /media/ (published photos); 0: private (customers' photos, later). */
  public: column("upload", z.int(), 1),
  /** The type sniffed from the upload's bytes. */
  type: column("upload", photoType),
  /** The upload's size, counted against the storage cap until its encoded files replace it. */
  upload_bytes: column("upload", z.int()),
  /** The photo's size as shown (after its EXIF rotation), in pixels. */
  width: column("upload", z.int()),
  height: column("upload", z.int()),
  /** The office account that uploaded it; null once that account is gone. */
  uploaded_by: column("upload", z.int().nullable()),
  /** The encoded files (JSON of `MediaVariant[]`), once ready. */
  variants: column("queue", z.string().nullable()),
  encoded_bytes: column("queue", z.int(), 0),
  /** Why encoding failed (no personal data: the encoder's message). */
  error: column("queue", z.string().nullable()),
  /** While a queue holds it: until when (ms since the epoch); a process that died leaves it due again. */
  leased_until: column("queue", z.int().nullable()),
  ready_at: column("queue", z.string().nullable()),
};

type Columns = typeof MEDIA_COLUMNS;
export type MediaColumn = keyof Columns;
/** A stored photo, as `SELECT * FROM media` reads it. */
export type MediaRow = { [K in MediaColumn]: z.output<Columns[K]["schema"]> };

type UploadColumn = { [K in MediaColumn]: Columns[K]["filler"] extends "upload" ? K : never }[MediaColumn];
/** What an accepted upload is stored from (the id is SQLite's, the time the store's). */
export type NewMedia = Omit<{ [K in UploadColumn]: MediaRow[K] }, "id" | "created_at">;

const uploadColumns = (Object.keys(MEDIA_COLUMNS) as MediaColumn[]).filter(
  (k) => MEDIA_COLUMNS[k].filler === "upload" && k !== "id",
);
/** The INSERT of an accepted upload: every upload column, bound by name (the queue's take their defaults). */
export const MEDIA_INSERT = `INSERT INTO media (${uploadColumns.join(", ")}) VALUES (${uploadColumns.map((k) => `:${k}`).join(", ")})`;

/** A row's encoded files. */
export const variantsOf = (row: Pick<MediaRow, "variants">): MediaVariant[] =>
  row.variants ? z.array(mediaVariant).parse(JSON.parse(row.variants)) : [];

/** The requests a customer's photo belongs to (the `media_refs` holder's kind). */
export type PhotoRequestKind = "lead" | "booking";
/** A customer's request as a `media_refs` holder: "lead:12", "booking:7". */
export const requestHolder = (kind: PhotoRequestKind, id: number) => `${kind}:${id}`;
