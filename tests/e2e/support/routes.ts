import { registry } from "~/content/registry.server";

/** Every page of the site, from the page registry. */
export const allRoutes: string[] = registry.map((e) => e.path);

/** Slugs of the articles (for tests that pick one). */
export const articleSlugs: string[] = registry.flatMap((e) => (e.kind === "article" ? [e.record.slug] : []));
