/**
 * The site's own repository records, as bundled with the server: what the store is seeded from on every
 * start. The Spanish words are read back from es/projects.ts's merged records (it keeps them private).
 */
import { featuredProjectIds } from "../../content/featured-projects";
import { projects as projectsEs } from "../../content/es/projects";
import { projects } from "../../content/projects";
import type { RepoRecord } from "./content-store.server";
import { repoRecords, type ProjectWords } from "./repo-content";

const byFile = (glob: Record<string, string>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(glob).map(([file, source]) => [file.replace(/^.*\//, "").replace(/\.md$/, ""), source]),
  );

let memo: readonly RepoRecord[] | undefined;

/** The records (parsed once per process: the seed and the repository's snapshot both read them). */
export function siteRepoRecords(): readonly RepoRecord[] {
  return (memo ??= readRecords());
}

function readRecords(): RepoRecord[] {
  const projectWords: Record<number, ProjectWords> = {};
  for (const p of projectsEs) {
    projectWords[p.id] = {
      title: p.title,
      before: p.before.alt,
      ...(p.after ? { after: p.after.alt } : {}),
      ...(p.description !== undefined ? { description: p.description } : {}),
    };
  }
  return repoRecords({
    projects,
    projectWords,
    featuredIds: featuredProjectIds,
    articles: {
      en: byFile(
        import.meta.glob<string>("../../content/blog/*.md", {
          query: "?raw",
          import: "default",
          eager: true,
        }),
      ),
      es: byFile(
        import.meta.glob<string>("../../content/blog/es/*.md", {
          query: "?raw",
          import: "default",
          eager: true,
        }),
      ),
    },
  });
}
