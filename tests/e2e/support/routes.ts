import type { ServerBuild } from "react-router";
import { registry } from "~/content/registry.server";

/** Every page of the site, from the page registry. */
export const allRoutes: string[] = registry.map((e) => e.path);

/** Slugs of the English articles (for tests that pick one; the English feed lists them). */
export const articleSlugs: string[] = registry.flatMap((e) =>
  e.kind === "article" && e.lang === "en" ? [e.record.slug] : [],
);

const build = (await import(new URL("../../../build/server/index.js", import.meta.url).href)) as ServerBuild;

/**
 * The pages whose route asks for the client (`handle = hydrateHandle`), read from the built server, so the
 * tests follow the routes: every other page must ship no script.
 */
export const hydratingRoutes: string[] = registry
  .filter((e) => {
    const handle = build.routes[e.module.replace(/\.tsx?$/, "")]?.module.handle as
      { hydrate?: boolean } | undefined;
    return handle?.hydrate === true;
  })
  .map((e) => e.path);
