/**
 * The content store (the gallery's projects and the blog's articles as the site serves them) from the
 * command line:
 *   npm run content -- --export DIR   writes the store in the repository's formats under DIR: projects.ts
 *                       (app/content/projects.ts's records and featured-projects.ts's ids), es/project-words.ts
 *                       (es/projects.ts's words), blog/*.md and blog/es/*.md, and photos/ (uploaded photos the
 *                       records use), so a developer can commit what the office published.
 * Reads LEADS_DB and MEDIA_DIR like the server. The server seeds the store on every start.
 */
import { resolve } from "node:path";
// Lets the app's modules be imported by their bundler names; they are imported after it, below.
import "./ts-resolve.js";

const { leadsDbPath } = await import("../app/lib/site/project-root.server.ts");
const { SiteDb } = await import("../app/lib/site/site-db.server.ts");
const { mediaRoot } = await import("../app/lib/media/media.server.ts");
const { mediaDirs } = await import("../app/lib/media/media-files.server.ts");
const { exportContent } = await import("../app/lib/content-store/export.server.ts");
const { contentVersion } = await import("../app/lib/content-store/content-store.server.ts");
const { countNoun } = await import("../app/lib/rendering/count-noun.ts");

const args = process.argv.slice(2);
const at = args.indexOf("--export");
const dir = at >= 0 ? args[at + 1] : undefined;
if (!dir || dir.startsWith("--")) {
  console.error(
    "Usage: npm run content -- --export DIR   (writes the content store in the repository's formats)",
  );
  process.exit(2);
}

const dbPath = leadsDbPath(process.env.LEADS_DB);
const db = new SiteDb(dbPath);
try {
  const out = resolve(dir);
  const s = exportContent(db, out, mediaDirs(mediaRoot(process.env.MEDIA_DIR, dbPath)));
  console.log(
    `Exported content version ${contentVersion(db)} to ${out}: ${countNoun(s.projects, "project")}, ${countNoun(s.articles, "article")} (${s.translations} in Spanish), ${countNoun(s.photos, "photo")}.`,
  );
  if (s.projects + s.articles === 0)
    console.log("The store is empty: the server fills it from the repository when it starts.");
} finally {
  db.close();
}
