/**
 * The words of the scripted widgets (gallery viewer, before/after slider, reference search). They reach
 * the browser in the page's loader data, one language at a time, so they are plain strings: `{name}`
 * marks a value the widget fills in, and `{name, plural, =1 {…} other {…}}` the words that agree with it.
 * Its Spanish twin is es/widget-copy.ts.
 */
export const galleryCopy = {
  categoriesLabel: "Project categories",
  categoriesHeading: "Categories",
  /** The heading when a project has a single image (its title goes in the line below). */
  singleHeading: "Project Gallery",
  position: "{n} of {count}",
  chooseLabel: "Choose a project",
  previous: "Previous",
  next: "Next",
  allInCategory: "All {category} projects",
  thumbnail: "Project {n}: {title}",
  emptyTitle: "No projects found",
  emptyBody: "Choose another category to see more of our work.",
  sliderLabel: "Before and after: {title}",
  sliderValue: "{before}% before, {after}% after",
  /** The badges on the slider's two sides. */
  before: "Before",
  after: "After",
} as const;

export const referenceCopy = {
  searchLabel: "Search references",
  placeholder: "Company, contact, job or city",
  search: "Search",
  count: "Showing {shown} of {total} {total, plural, =1 {company} other {companies}}",
  emptyTitle: "No companies found",
  emptyBody: "Try adjusting your search terms.",
  caption: "Contractor references. Select a row to highlight it.",
  company: "Company",
  contact: "Contact / Phone",
  jobName: "Job name",
  location: "Location",
} as const;

/** The services carousel's controls (its slides' names are server markup: page-copy.ts). */
export const carouselControls = {
  pause: "Pause slides",
  play: "Play slides",
  previous: "Previous slide",
  next: "Next slide",
} as const;

/**
 * The photo picker of the quote and booking forms, once its script runs (without it the form's own file
 * input and its words stand alone): the photos picked, shrunk, each with its progress as the form is sent.
 */
export const photoPickerCopy = {
  /** Said after the photos picked are added. */
  added: "{count, plural, =1 {Photo} other {Photos}} added: {count} of {max}.",
  removed: "Photo removed: {name}.",
  remove: "Remove",
  removeLabel: "Remove photo {n}: {name}",
  preparing: "Preparing…",
  ready: "Ready to send",
  progress: "Sending photo {n}: {name}",
  sent: "Sent",
  /** Refusals in the browser, before anything is sent (the server checks everything again). */
  tooMany: "Only {max} photos can be sent with one request: {name} was not added.",
  tooLarge: "{name} is larger than {limit} MB, even made smaller: it was not added.",
  overTotal: "{name} would take the photos past {limit} MB in all: it was not added.",
  unreadable: "{name} could not be read as a photo (JPEG, PNG or WebP): it was not added.",
  heic: "{name} is an iPhone photo in the HEIC format, which we cannot open: it was not added. Please choose a JPEG, PNG or WebP copy.",
} as const;

/** One `{name, plural, =N {…} other {…}}` choice: its value's name and its forms. */
const PLURAL = /\{(\w+), plural,((?:\s*(?:=\d+|other) \{[^{}]*\})+)\s*\}/g;
const FORM = /(=\d+|other) \{([^{}]*)\}/g;

/**
 * Fills a widget string: each `{name, plural, =1 {…} other {…}}` becomes the form for its value (an exact
 * `=N` first, else `other`), then each `{name}` mark its value. The forms are written in the copy, so
 * each language says which numbers take which words ("Se muestra 1", "Se muestran 3"). A form holds
 * words only (no marks inside it): the number itself is a `{name}` mark beside it.
 */
export const fill = (text: string, values: Readonly<Record<string, string | number>>): string =>
  text
    .replace(PLURAL, (choice, name: string, forms: string) => {
      if (!(name in values)) return choice;
      const value = String(values[name]);
      const found = new Map([...forms.matchAll(FORM)].map((m) => [m[1], m[2] ?? ""]));
      return found.get(`=${value}`) ?? found.get("other") ?? choice;
    })
    .replace(/\{(\w+)\}/g, (mark, name: string) => (name in values ? String(values[name]) : mark));
