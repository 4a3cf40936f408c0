/**
 * The addresses of the office's "Website" section: the content list, the project editor (this part) and
 * the article editor (its own screens), and the office preview of a draft. One place, read by routes
 * and tests.
 */
import { paths } from "~/content/paths";
import { GALLERY_PARAMS } from "~/lib/widgets/gallery-state";
import { previewAddress } from "./page-preview";

export const contentPaths = {
  list: "/office/content",
  newProject: "/office/content/projects/new",
  projects: "/office/content/projects",
  articles: "/office/content/articles",
  newArticle: "/office/content/articles/new",
  /** The office preview of a draft (private, no-store, noindex). */
  preview: "/office/preview",
} as const;

/** A record's history (the article editor's part builds the screen): `/office/content/history/<key>`. */
export const historyPath = (key: string) => `/office/content/history/${encodeURIComponent(key)}`;

export const projectPath = (id: number | string) => `${contentPaths.projects}/${id}`;
export const articlePath = (slug: string) => `${contentPaths.articles}/${encodeURIComponent(slug)}`;

/** A record's editor, by its store key ("project:12", "article:deck-coating-cost"). */
export function editorPathOf(key: string): string {
  const [kind, id = ""] = key.split(/:(.*)/s);
  return kind === "project" ? projectPath(id) : articlePath(id);
}

/** The project's id in its key ("project:12" → 12). */
export const projectIdOf = (key: string): number | undefined => {
  const m = /^project:(\d{1,15})$/.exec(key);
  return m ? Number(m[1]) : undefined;
};

/** The gallery page showing one project (`/gallery?category=…&item=…`). */
export const galleryItemPath = (project: { id: number; category: string }) =>
  `${paths.gallery}?${new URLSearchParams({ [GALLERY_PARAMS.category]: project.category, [GALLERY_PARAMS.item]: String(project.id) })}`;

/** The preview of a record's draft on one public page (`/office/preview/<key>/<path>`). */
export { previewAddress as previewPath };

/** The list filtered to one kind, with a notice after an action (`?done=saved`). */
export const listPath = (query: { kind?: string; done?: string } = {}) => {
  const q = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => Boolean(e[1])));
  return q.size > 0 ? `${contentPaths.list}?${q}` : contentPaths.list;
};
