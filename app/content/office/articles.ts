/**
 * The office's words for the blog's article editor and for every record's history (projects and
 * articles), and what the Markdown pipeline refuses (app/lib/content-store/markdown.ts). The store's own
 * messages (states, publish problems, field errors) are app/content/office/content.ts's. English for now,
 * like the rest of the office.
 */
import { countNoun } from "~/lib/rendering/count-noun";
import type { MarkdownProblemCode } from "~/lib/content-store/markdown";
import type { ServiceImageKey } from "../images";

/** What Markdown refuses, for Publish and the live preview (`found`: what was written, shortened). */
export const markdownProblemWords: Record<MarkdownProblemCode, (found: string) => string> = {
  rawHtml: (found) =>
    `The text contains HTML (${found}). The site shows it as plain text, never as HTML: please write it in Markdown instead.`,
  linkScheme: (found) =>
    `A link goes to “${found}”. Links may only be web addresses (https://…), e-mail (mailto:…), phone (tel:…) or the site's own pages (/…).`,
  foreignImage: (found) =>
    `An image comes from “${found}”. Articles may only show photos uploaded in the office: upload it, then use its address (/media/…).`,
};

/** The service drawings an article may show, by key (the article schema's `image`). */
export const drawingNames: Record<ServiceImageKey, string> = {
  deck: "Deck",
  balcony: "Balcony",
  planter: "Planter box",
  "pool-deck": "Pool deck",
  stairs: "Stairs",
  "roof-deck": "Roof deck",
  "floor-leveling": "Floor leveling",
  "below-grade": "Below-grade wall",
  "between-slab": "Between slabs",
};

export const articleEditorCopy = {
  newTitle: "New article",
  editTitle: (title: string) => `Article: ${title}`,
  back: "Back to the list",
  notFound: "There is no such article.",
  intro:
    "Write the English, and the Spanish translation beside it if there is one. An article without a translation is published in English only.",
  english: "English",
  spanish: "Spanish translation (optional)",
  spanishHint: "Leave every Spanish field empty to publish the article in English only.",
  fields: {
    title: "Title",
    slug: "Address (slug)",
    slugHint: (example: string) =>
      `Words and hyphens, e.g. ${example}. Suggested from the title; changing it on a published article keeps the old address working (it forwards to the new one).`,
    slugEsHint: "Lowercase words and hyphens, without accents.",
    /** The title the slug hint's example is made from. */
    slugExample: "How to Choose a Deck Coating",
    date: "Date",
    description: "Description",
    descriptionHint: (min: number, max: number) =>
      `What search engines show under the title: ${min}–${max} characters.`,
    descriptionCount: (n: number, min: number, max: number) =>
      n < min
        ? `${countNoun(n, "character")}: ${min - n} more needed.`
        : n > max
          ? `${countNoun(n, "character")}: ${n - max} too many.`
          : `${countNoun(n, "character")}: a good length.`,
    tags: "Topics",
    tagsHint: (min: number, max: number) => `Choose ${min} to ${max}.`,
    body: "Text (Markdown)",
    bodyHint:
      "Markdown: ## for a heading, **bold**, - for a list, [words](https://…) for a link. HTML is shown as plain text.",
    bodyEs: "Text in Spanish (Markdown)",
  },
  image: {
    legend: "Image",
    none: "No image",
    drawing: "One of the service drawings",
    photo: "An uploaded photo",
    chooseDrawing: "Drawing",
    upload: "Choose a photo",
    uploading: (percent: number | null) => (percent === null ? "Uploading…" : `Uploading… ${percent}%`),
    uploaded: "Photo uploaded.",
    current: (id: number) => `Uploaded photo no. ${id}`,
    alt: "What the image shows (alt text)",
    altHint: "A sentence for people who cannot see it.",
    altEs: "Alt text in Spanish",
    uploadFailed: "The photo could not be uploaded. Please try again.",
  },
  preview: {
    live: "How the text will look",
    problems: "Before you publish",
    link: "Preview the article on the site",
    linkEs: "Preview the Spanish article on the site",
    needsSave: "Save a draft first to preview it on the site.",
  },
  actions: {
    label: "Actions",
    save: "Save draft",
    publish: "Publish",
    unpublish: "Unpublish",
    delete: "Delete",
    more: "Publishing",
    deleteHint:
      "Unpublishing hides the article and keeps it here. Deleting removes it; it can be restored from the list for 30 days.",
    history: "History",
  },
  /** "Publish later": the draft is published at a Pacific date and time (the store's checks then). */
  schedule: {
    legend: "Publish later",
    hint: "Saves what is in the form, then publishes that draft on the day and at the time you choose, in Pacific time. The checks Publish makes are made again then.",
    date: "Day (Pacific time)",
    time: "Time (Pacific time)",
    submit: "Publish later",
    needsSave: "Save a draft first to schedule it for later.",
    scheduledFor: (when: string) => `Scheduled for ${when} Pacific`,
    cancel: "Cancel schedule",
    refusedAt: (when: string) =>
      `The publish scheduled for ${when} Pacific was refused, so the site did not change. Correct the draft and schedule it again, or publish it now:`,
  },
  state: (state: string) => `State: ${state}`,
  saved: "Draft saved. The public site is unchanged until you publish.",
  published: "Published. The site shows it now.",
  unpublished: "Unpublished: the site no longer shows it. It stays here as a draft.",
  blocked: "Draft saved, but not published: see “Before you publish” below.",
  scheduled: "Draft saved and scheduled. The public site is unchanged until then.",
  unscheduled: "Schedule cancelled. The draft is saved; the public site is unchanged until you publish it.",
  notScheduled: "Draft saved, but not scheduled:",
  notScheduledBelow: "Draft saved, but not scheduled: see “Publish later” below.",
  refused: "Not published:",
  notSaved: "The draft was not saved. Please correct the fields marked below.",
  slugNew: "“new” is the editor's own address: please choose another slug.",
  conflict: (by: string, at: string) =>
    `${by} saved a newer version at ${at}. Your text is still in the form below; theirs is shown beside it. Save again to replace theirs with yours.`,
  theirs: "Their version",
  renderError: (error: string) => `The site's pages could not be produced, so nothing changed: ${error}`,
} as const;

export const historyCopy = {
  title: (title: string) => `History: ${title}`,
  intro: "Every published version, newest first. Restoring a version publishes it again as a new version.",
  back: "Back to the editor",
  notFound: "There is no such record.",
  none: "Nothing has been published yet.",
  version: (n: number) => `Version ${n}`,
  by: (who: string, when: string) => `By ${who}, ${when}`,
  current: "The version the site shows now",
  first: "The first version.",
  changed: (fields: string) => `Changed: ${fields}`,
  nothingChanged: "No field changed.",
  showChanges: "What changed",
  was: "Before",
  now: "After",
  empty: "(empty)",
  added: "Added line",
  removed: "Removed line",
  restore: "Restore this version",
  restoreLabel: (n: number) => `Restore this version (version ${n})`,
  restored: (n: number) => `Version ${n} restored and published.`,
  refused: "Not restored:",
  /** The record's fields by path, as the office names them (a path not named shows as written). */
  fields: {
    title: "Title",
    titleEs: "Title (Spanish)",
    slug: "Address",
    date: "Date",
    description: "Description",
    descriptionEs: "Description (Spanish)",
    tags: "Topics",
    image: "Image",
    "image.source": "Image",
    "image.alt": "Image alt text",
    "image.altEs": "Image alt text (Spanish)",
    body: "Text",
    es: "Spanish translation",
    "es.slug": "Spanish address",
    "es.title": "Spanish title",
    "es.description": "Spanish description",
    "es.date": "Spanish date",
    "es.body": "Spanish text",
    category: "Category",
    city: "City",
    featured: "Featured",
    before: "Before photo",
    "before.source": "Before photo",
    "before.alt": "Before photo alt text",
    "before.altEs": "Before photo alt text (Spanish)",
    "before.focus": "Before photo focal point",
    after: "After photo",
    "after.source": "After photo",
    "after.alt": "After photo alt text",
    "after.altEs": "After photo alt text (Spanish)",
    "after.focus": "After photo focal point",
  } as Record<string, string>,
} as const;
