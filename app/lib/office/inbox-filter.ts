/**
 * The inbox's filters as a URL carries them, read in ONE place: the inbox, its CSV export and the "Back to
 * the inbox" link all read them with `inboxFilterOf` and write them with `inboxQuery`, so what is on
 * screen, what is exported and where "back" returns are the same list. Unknown values are ignored, never an
 * error. Shared by server and screens (no server-only imports).
 */
import { isDoor, isStage, type Door, type Stage } from "./pipeline";

/**
 * The inbox's views: the default one (everything but spam), and "call", the requests waiting for a first
 * call (new leads, and bookings that held no seat and wait for their confirmation call).
 */
export const INBOX_VIEWS = ["call"] as const;
export type InboxView = (typeof INBOX_VIEWS)[number];
const isView = (v: unknown): v is InboxView => INBOX_VIEWS.includes(v as InboxView);

export interface RequestFilter {
  view?: InboxView;
  stage?: Stage;
  door?: Door;
  language?: "en" | "es";
  /** Pacific calendar dates, inclusive. */
  from?: string;
  to?: string;
  /** Words or a phone number: names, e-mails, phones, messages, streets and cities (accents and case aside). */
  q?: string;
}

/** The filters that fold away behind "Filters" (the search and the view stay on screen). */
export const FOLDED_FILTERS = ["stage", "door", "language", "from", "to"] as const;

/** A real calendar date written YYYY-MM-DD. */
export const isDate = (v: string | null | undefined): v is string =>
  !!v && /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v;

/** The longest search kept (anything longer is cut). */
export const SEARCH_MAX = 100;

/** The inbox's filters from a URL or its query (the inbox, the CSV export, "Back to the inbox"). */
export function inboxFilterOf(from: URL | URLSearchParams | string): RequestFilter {
  const p =
    from instanceof URL
      ? from.searchParams
      : from instanceof URLSearchParams
        ? from
        : new URLSearchParams(from);
  const text = (name: string) => p.get(name)?.trim().slice(0, SEARCH_MAX) ?? "";
  const view = p.get("view");
  const stage = p.get("stage");
  const door = p.get("door");
  const language = p.get("language");
  return {
    ...(isView(view) ? { view } : {}),
    ...(isStage(stage) ? { stage } : {}),
    ...(isDoor(door) ? { door } : {}),
    ...(language === "en" || language === "es" ? { language } : {}),
    ...(isDate(text("from")) ? { from: text("from") } : {}),
    ...(isDate(text("to")) ? { to: text("to") } : {}),
    ...(text("q") ? { q: text("q") } : {}),
  };
}

/** The query string of some filters (and a page after the first), in a fixed order; "" for none. */
export function inboxQuery(filter: RequestFilter, page = 1): string {
  const keys = ["view", "q", ...FOLDED_FILTERS] as const;
  const pairs: [string, string][] = keys.flatMap((k) => (filter[k] ? [[k, String(filter[k])]] : []));
  if (Number.isInteger(page) && page > 1) pairs.push(["page", String(page)]);
  return new URLSearchParams(pairs).toString();
}

/** How many of the folded filters are set (the "Filters" disclosure opens and counts them). */
export const foldedCount = (filter: RequestFilter) => FOLDED_FILTERS.filter((k) => filter[k]).length;

/** The query parameter a request's page keeps the inbox's filters in, for its "Back to the inbox". */
export const BACK_PARAM = "back";

/** A request's page with the inbox's filters along (for its "Back to the inbox"). */
export const withBack = (path: string, inboxQueryString: string) =>
  inboxQueryString ? `${path}?${new URLSearchParams({ [BACK_PARAM]: inboxQueryString })}` : path;

/** Where "Back to the inbox" goes from a page whose query is `search`: the inbox with the filters it came from. */
export function backToInbox(home: string, search: string): string {
  const back = new URLSearchParams(search).get(BACK_PARAM);
  if (!back) return home;
  const params = new URLSearchParams(back);
  const page = Number(params.get("page"));
  const query = inboxQuery(inboxFilterOf(params), Number.isInteger(page) ? page : 1);
  return query ? `${home}?${query}` : home;
}
