/**
 * The site's one Markdown pipeline for articles: the repository's (app/content/blog/) and the office's go
 * through the same rules, so what the office previews, checks and publishes is what the build renders.
 *
 * - Raw HTML is refused: marked has no switch for it, so its `html` renderer is replaced and every block
 *   or inline piece of HTML (tags, comments, `<script>`, `<iframe>`, `onerror=` attributes) is shown as
 *   the text it is, escaped, never as markup. An editor who typed it sees what they typed.
 * - Links go to http, https, mailto and tel addresses, or to the site's own pages (a path from its root,
 *   `/services/...`, or a `#section` of the page). Any other link (`javascript:`, `data:`, `file:`,
 *   `//host`, a relative `page.html`), written inline, as a reference definition or as an autolink, is
 *   rendered as its plain text.
 * - Images are only uploaded photos: a file the site serves under `/media/`. Any other image is dropped
 *   and its alt text kept as text.
 *
 * `checkMarkdown` names what the renderer would refuse, so the office can block Publish with the reason;
 * `renderMarkdown` renders. Plain data in, plain data out (no server code): the office's live preview may
 * use it in the browser.
 */
import { Marked, type Token, type Tokens } from "marked";
import { MEDIA_FILES_PATH } from "../media/limits";

/** Why a piece of Markdown would not be published as written (app/content/office/articles.ts words each). */
export type MarkdownProblemCode = "rawHtml" | "linkScheme" | "foreignImage";

export interface MarkdownProblem {
  code: MarkdownProblemCode;
  /** What was found, as written (shortened), so the editor can find it. */
  found: string;
}

const ALLOWED_SCHEMES = ["http:", "https:", "mailto:", "tel:"] as const;

/** Whether a link may lead here: an allowed scheme, a path from the site's root, or a fragment. */
export function isAllowedLink(href: string): boolean {
  const h = href.trim();
  if (h.startsWith("#")) return true;
  // A path from the root, but not "//host" (another site without a scheme) nor "/\host" (browsers read it so).
  if (h.startsWith("/")) return !/^\/[/\\]/.test(h);
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(h)?.[1];
  if (!scheme) return false;
  return (ALLOWED_SCHEMES as readonly string[]).includes(`${scheme.toLowerCase()}:`);
}

/** Whether an image is an uploaded photo's file: `/media/<file name>`, nothing else. */
export function isAllowedImage(src: string): boolean {
  return new RegExp(`^${MEDIA_FILES_PATH}/[A-Za-z0-9][A-Za-z0-9._-]*$`).test(src.trim());
}

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const markdown = new Marked({
  gfm: true,
  renderer: {
    html({ text, block }: Tokens.HTML | Tokens.Tag): string {
      // A block of HTML becomes a paragraph of its text; an inline tag stays inline, as text.
      return block ? `<p>${escapeHtml(text.trim())}</p>\n` : escapeHtml(text);
    },
    link(token: Tokens.Link): string | false {
      if (isAllowedLink(token.href)) return false;
      return token.tokens.length > 0 ? this.parser.parseInline(token.tokens) : escapeHtml(token.text);
    },
    image(token: Tokens.Image): string | false {
      if (isAllowedImage(token.href)) return false;
      return escapeHtml(
        token.tokens?.length ? this.parser.parseInline(token.tokens, this.parser.textRenderer) : token.text,
      );
    },
  },
});

/** Renders an article's Markdown body to HTML under the rules above. */
export function renderMarkdown(md: string): string {
  return markdown.parse(md, { async: false });
}

const shorten = (text: string, max = 80): string => {
  const t = text.trim().replace(/\s+/g, " ");
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
};

/** What `renderMarkdown` would refuse in this Markdown, in the order written (empty: it publishes as written). */
export function checkMarkdown(md: string): MarkdownProblem[] {
  const problems: MarkdownProblem[] = [];
  markdown.walkTokens(markdown.lexer(md), (token: Token) => {
    if (token.type === "html") problems.push({ code: "rawHtml", found: shorten(token.raw) });
    else if (token.type === "link" && !isAllowedLink(token.href))
      problems.push({ code: "linkScheme", found: shorten(token.href) });
    else if (token.type === "image" && !isAllowedImage(token.href))
      problems.push({ code: "foreignImage", found: shorten(token.href) });
  });
  return problems;
}
