import type { NavLink } from "./navigation";
import { paths } from "./page-registry";
import type { PageMeta } from "./types";

interface StatusPage {
  meta: PageMeta;
  eyebrow?: string;
  title: string;
  /** Shown before "call us at <phone>." */
  body: string;
  action: NavLink;
  /** Pages to go on to. */
  links?: NavLink[];
  /** The disclosure that shows the technical details. */
  details?: { show: string; hide: string };
}

/**
 * Their head tags, apart from the screens: the root layout's `meta` needs them in the browser, while the
 * screens themselves are rendered on the server (decision 018).
 */
export const statusMeta = {
  notFound: {
    title: "Page not found",
    description:
      "The page you asked for does not exist. Find our services, gallery, blog and contact details from here.",
  },
  error: {
    title: "Something went wrong",
    description:
      "This page could not be shown because of an error on our side. Please try again, or call or text us.",
  },
} satisfies Record<string, PageMeta>;

/** The not-found and error screens (never indexed). */
export const statusPages = {
  notFound: {
    meta: statusMeta.notFound,
    eyebrow: "Error 404",
    title: "Not Found",
    body: "We could not find that page. It may have moved when we rebuilt our site. These pages may help, or call us at",
    action: { label: "Ask for a free inspection", href: paths.contact },
    links: [
      { label: "Home", href: paths.home },
      { label: "Our services", href: paths.services },
      { label: "Project gallery", href: paths.gallery },
      { label: "Blog", href: paths.blog },
      { label: "Contact us", href: paths.contact },
    ],
  },
  error: {
    meta: statusMeta.error,
    title: "Something went wrong!",
    body: "Sorry, this page could not be shown. Please try again in a moment, or call us at",
    action: { label: "Back to the home page", href: paths.home },
    details: { show: "Show Error", hide: "Hide Error" },
  },
} satisfies Record<string, StatusPage>;

/**
 * The plain-text answers to a form post refused before it is read (server/form-guards.server.ts), in the
 * language of the page it came from. The JSON API's own answers stay in English.
 */
export const formRefusals = {
  /** Posted from another site (or a browser that hides where from). */
  origin: "Forms on this site can only be sent from this site. Please open the page and send the form again.",
  /** Sent without saying how long it is. */
  noLength: "Please send the form again from the page.",
  /** Larger than any of the site's forms can be. */
  tooLarge: "That form was too large to accept. Please shorten your message and send it again.",
  /** Not sent the way the page's form sends. */
  mediaType: "That was not sent the way this page's form sends it. Please send the form again from the page.",
};
