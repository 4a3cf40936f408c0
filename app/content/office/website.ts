/**
 * The office's "Website" section: the content list (the gallery's projects and the blog's articles) and
 * the project editor, with its photo fields. Every word those screens show; the store's own messages
 * (states, publish problems, field errors) are app/content/office/content.ts's, the upload refusals and
 * the storage banner app/content/office/media.ts's. English for now, like the rest of the office.
 */
import { countNoun } from "~/lib/rendering/count-noun";
import { MAX_PHOTO_MB } from "~/lib/media/limits";

export const contentListCopy = {
  title: "Website",
  heading: "Gallery and blog",
  lead: "The gallery's projects and the blog's articles. Changes stay in a draft until you publish them.",
  newProject: "New project",
  newArticle: "New article",
  filters: "Show",
  kinds: { all: "Everything", project: "Projects", article: "Articles" },
  kindLabel: { project: "Project", article: "Article" },
  none: "Nothing here yet.",
  updated: (when: string) => `Changed ${when}`,
  /** The badges beside a record's title (their list's name, then each). */
  badgesLabel: "State",
  badges: {
    draft: "Draft",
    published: "Published",
    changes: "Has unpublished changes",
    unpublished: "Unpublished",
    deleted: (until: string) => `Deleted (restorable until ${until})`,
    missingSpanish: "Missing Spanish",
    featured: "Featured",
    photosPending: (n: number) => `${countNoun(n, "photo")} preparing`,
    photosFailed: (n: number) => `${countNoun(n, "photo")} failed`,
    scheduled: (when: string) => `Scheduled: ${when} Pacific`,
    scheduleRefused: "Scheduled publish refused: open it to see why",
  },
  undelete: "Restore",
  undeleteLabel: (title: string) => `Restore “${title}”`,
  undeleted: "Restored. It is unpublished: open it to publish it again.",
  notice: {
    saved: "Draft saved. The public site is unchanged until you publish.",
    published: "Published. The site shows it now.",
    unpublished: "Unpublished: the site no longer shows it. It stays here as a draft.",
    deleted: "Deleted. You can restore it from this list for 30 days.",
  },
} as const;

export const projectEditorCopy = {
  newTitle: "New project",
  editTitle: (title: string) => `Project: ${title}`,
  back: "Back to the list",
  notFound: "There is no such project.",
  intro:
    "Fill in the English, and the Spanish beside it. A project without its Spanish words is published in English only.",
  english: "English",
  spanish: "Spanish",
  spanishOptional: "Spanish (optional)",
  fields: {
    category: "Category",
    chooseCategory: "Choose a category",
    title: "Title",
    city: "City",
    date: "Month finished",
    dateHint: "As YYYY-MM, e.g. 2026-04.",
    description: "Description",
    descriptionHint:
      "One or two sentences about the job: search engines show it under the page's title, and Publish says if it is too short or too long.",
    descriptionCount: (n: number) => countNoun(n, "character"),
    featured: "Featured on the home page and the service page",
    featuredHint: "Three projects are featured. Publishing this one as featured replaces one of them.",
    featuredNow: (titles: string) => `Featured now: ${titles}.`,
    featuredReplaces: (title: string) => `Publishing this project replaces “${title}” as a featured project.`,
  },
  photos: {
    before: "Before photo",
    after: "After photo",
    alt: "What the photo shows (alt text)",
    altHint: "A few words for people who cannot see it, e.g. “Cracked balcony deck before the repair”.",
    focus: "Focal point",
    focusHint:
      "Tap the photo where the crop should stay centred, or set it here (percent from the left and from the top).",
    focusX: "From the left (%)",
    focusY: "From the top (%)",
    focusOn: (label: string) => `Set the focal point of the ${label.toLowerCase()}`,
    focusMark: "Focal point",
    take: "Take a photo",
    choose: "Choose from the library",
    replace: "Replace the photo",
    accepts: `JPEG, PNG or WebP, up to ${MAX_PHOTO_MB} MB. Large photos are made smaller before they are sent.`,
    none: "No photo yet.",
    fromRepository: "A photo from the site's files.",
    drawing: "A placeholder drawing.",
    shrinking: "Making the photo smaller…",
    uploading: (percent: number) => `Uploading ${percent}%`,
    progress: (label: string) => `Upload of the ${label.toLowerCase()}`,
    processing: "Processing…",
    ready: "Ready",
    failed: (reason: string) => `Failed: ${reason}`,
    uploadFailed: "The photo could not be sent: the connection dropped. Please try again.",
    thumbnail: (label: string) => `${label}, as uploaded`,
    noScript:
      "Adding photos needs JavaScript. The other fields save without it, and the photos already here are kept.",
  },
  actions: {
    save: "Save draft",
    publish: "Publish",
    preview: "Preview",
    previewHint: "The preview opens the real gallery page with this draft applied (save first).",
    unpublish: "Unpublish",
    unpublishHint: "Hides the project from the site without deleting it.",
    delete: "Delete",
    deleteHint: "Deleted projects can be restored from the list for 30 days, then they are gone.",
    undelete: "Restore",
    history: "History",
  },
  sections: { words: "The project", featured: "Home page tiles", lifecycle: "Unpublish or delete" },
  /** What the action said. */
  saved: "Draft saved. The public site is unchanged until you publish.",
  published: "Published. The site shows it now.",
  unpublished: "Unpublished: the site no longer shows it.",
  undeleted: "Restored. It is unpublished until you publish it again.",
  errors: {
    fix: (n: number) => `${countNoun(n, "field needs", "fields need")} a look before this can be saved.`,
    cannotPublish: "This cannot be published yet:",
    renderFailed: (detail: string) =>
      `The site's pages could not be made, so nothing changed on the site. ${detail}`,
    photoMissing: "Please add this photo.",
    unknownIntent: "That button is not one this page knows. Please try again.",
  },
  problemsTitle: "Before you publish",
  conflict: {
    title: "Someone else saved a newer version",
    intro: (by: string, at: string) =>
      `${by} saved this project at ${at}, after you opened it. Nothing was overwritten: compare the two and choose.`,
    field: "Field",
    yours: "Your version",
    theirs: "Their version",
    keepMine: "Keep mine (save over theirs)",
    takeTheirs: "Take theirs (drop my changes)",
    empty: "(empty)",
    photo: (id: string) => `Photo ${id}`,
  },
} as const;

/** Field names of the conflict table, in the form's order. */
export const projectFieldLabels = {
  category: projectEditorCopy.fields.category,
  title: projectEditorCopy.fields.title,
  titleEs: `${projectEditorCopy.fields.title} (${projectEditorCopy.spanish})`,
  city: projectEditorCopy.fields.city,
  date: projectEditorCopy.fields.date,
  description: projectEditorCopy.fields.description,
  descriptionEs: `${projectEditorCopy.fields.description} (${projectEditorCopy.spanish})`,
  "before.source": projectEditorCopy.photos.before,
  "before.alt": `${projectEditorCopy.photos.before}: alt text`,
  "before.altEs": `${projectEditorCopy.photos.before}: alt text (${projectEditorCopy.spanish})`,
  "before.focus": `${projectEditorCopy.photos.before}: ${projectEditorCopy.photos.focus.toLowerCase()}`,
  "after.source": projectEditorCopy.photos.after,
  "after.alt": `${projectEditorCopy.photos.after}: alt text`,
  "after.altEs": `${projectEditorCopy.photos.after}: alt text (${projectEditorCopy.spanish})`,
  "after.focus": `${projectEditorCopy.photos.after}: ${projectEditorCopy.photos.focus.toLowerCase()}`,
  featured: projectEditorCopy.fields.featured,
} as const;
