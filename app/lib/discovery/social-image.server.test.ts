import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import socialImageHashes from "virtual:social-image-hashes";
import { galleryCategoriesByLang } from "~/content/gallery";
import { registry } from "~/content/registry.server";
import { siteRepoRecords } from "../content-store/repo-content.server";
import { SOCIAL_IMAGE } from "./social-card";
import {
  articleSocialPages,
  createSocialImages,
  drawSocialImage,
  projectSocialPages,
  socialImagesDir,
} from "./social-image.server";
import { RUNTIME_SOCIAL_PATH, socialCard, socialImagePath } from "./social-image";

const dir = mkdtempSync(join(tmpdir(), "social-images-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const repo = siteRepoRecords().map((r) => r.item);
/** An article the office publishes: a repository article's words under a new slug and title. */
const newest = repo.flatMap((i) => (i.kind === "article" ? [i.record] : []))[0];
const firstProject = repo.flatMap((i) => (i.kind === "project" ? [i.record] : []))[0];
if (!newest || !firstProject) throw new Error("no repository article or project");
const officeArticle = {
  ...newest,
  slug: "office-published-article",
  title: "Ocean-view deck recoated in one week",
  es: newest.es && {
    ...newest.es,
    slug: "terraza-recubierta-en-una-semana",
    title: "Terraza recubierta en una semana",
  },
};

/** Share of a region's pixels that are near white (the card's title is white on navy). */
async function whiteShare(png: Buffer, region: { left: number; top: number; width: number; height: number }) {
  const { data, info } = await sharp(png)
    .extract(region)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let white = 0;
  for (let i = 0; i < data.length; i += info.channels)
    if (data[i]! > 230 && data[i + 1]! > 230 && data[i + 2]! > 230) white++;
  return white / (info.width * info.height);
}

describe("social images drawn by the server", () => {
  it("draw an office article's card in each language, named as its page's head tags name it, with its words", async () => {
    const images = createSocialImages({ dir });
    const pages = articleSocialPages(officeArticle);
    expect(pages.map((p) => p.lang)).toEqual(officeArticle.es ? ["en", "es"] : ["en"]);
    for (const page of pages) {
      const answer = await images.socialImageFor(page);
      expect(answer.drawn).toBe(true);
      // The page's og:image names the very file drawn, served from the server's own path.
      expect(answer.path).toBe(socialImagePath(page));
      expect(answer.path.startsWith(`${RUNTIME_SOCIAL_PATH}/`)).toBe(true);
      const png = readFileSync(answer.file!);
      const meta = await sharp(png).metadata();
      expect({ width: meta.width, height: meta.height, format: meta.format }).toEqual({
        ...SOCIAL_IMAGE,
        format: "png",
      });
      // The title is written (the fonts were found): white strokes where the title stands.
      expect(await whiteShare(png, { left: 110, top: 150, width: 900, height: 200 })).toBeGreaterThan(0.02);
      // Asked again: the file is there, nothing is drawn.
      expect(await images.socialImageFor(page)).toMatchObject({ path: answer.path, drawn: false });
      expect(images.file(answer.path.split("/").pop()!)).toBe(answer.file);
    }
  });

  it("give a changed title a new file, and a card whose words the build drew the build's file", async () => {
    const images = createSocialImages({ dir });
    const [page] = articleSocialPages(officeArticle);
    const retitled = { ...page!, meta: { title: `${page!.meta.title}, and its railings` } };
    expect(socialImagePath(retitled)).not.toBe(socialImagePath(page!));
    // Every page the build drew keeps the build's card: nothing drawn at run time.
    const built = registry.filter((e) => socialImageHashes[socialCard(e).card.name]);
    expect(built.length).toBe(Object.keys(socialImageHashes).length > 0 ? registry.length : 0);
    const articles = built.filter((e) => e.kind === "article");
    // A repository article the office retitled: the server's card, never the build's stale one.
    const [first] = articles;
    if (first) {
      const renamed = { ...first, meta: { ...first.meta, title: `${first.meta.title} (updated)` } };
      expect(socialImagePath(renamed).startsWith(`${RUNTIME_SOCIAL_PATH}/`)).toBe(true);
      expect((await images.socialImageFor(renamed)).drawn).toBe(true);
    }
    for (const entry of articles.slice(0, 3))
      expect(await images.socialImageFor(entry)).toEqual({
        path: socialImagePath(entry.path),
        drawn: false,
        ms: 0,
      });
  });

  it("draw the build's card byte for byte, under the build's name, for the same words", async () => {
    const entry = registry.find((e) => e.kind === "article" && e.lang === "en");
    if (!entry) throw new Error("no article in the registry");
    const { card, hash } = socialCard(entry);
    const builtFile = join("public/social", `${card.name}.${hash}.png`);
    // The build (npm run build, or npm test's build step) drew it before the unit tests run.
    expect(existsSync(builtFile), `${builtFile}: run npm run build first`).toBe(true);
    const answer = await drawSocialImage(entry, mkdtempSync(join(tmpdir(), "social-redraw-")));
    expect(answer.path.split("/").pop()).toBe(`${card.name}.${hash}.png`);
    expect(readFileSync(answer.file!).equals(readFileSync(builtFile))).toBe(true);
  });

  it("draw a project's card per language with its category as the label, beside the media folder", async () => {
    const project = { ...firstProject, titleEs: firstProject.titleEs ?? "Terraza de prueba" };
    const pages = projectSocialPages(project);
    expect(pages.map((p) => [p.lang, p.label])).toEqual(
      (["en", "es"] as const).map((l) => [
        l,
        galleryCategoriesByLang[l].find((c) => c.slug === project.category)?.name,
      ]),
    );
    const answer = await createSocialImages({ dir }).socialImageFor(pages[1]!);
    expect(answer.path).toMatch(
      new RegExp(`^${RUNTIME_SOCIAL_PATH}/es-galeria-item-${project.id}\\.[0-9a-f]{10}\\.png$`),
    );
    expect(socialImagesDir("/var/lib/site/media")).toBe("/var/lib/site/social");
  });
});
