/**
 * What an article published in the office does to the public site, without a rebuild: published in
 * English only, it appears on the blog, in the RSS feed and in the sitemap, and on no Spanish page; a
 * changed slug answers 301 from the old address. It needs the pages produced from the content store at
 * run time (the page sets) wired to the office's Publish.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { feeds } from "~/content/agent-files";
import { articleTags } from "~/content/article-tags";
import { articleEditorCopy as copy } from "~/content/office/articles";
import { articlePath as publicArticlePath, paths, pathsByLang } from "~/content/paths";
import { suggestSlug } from "~/lib/office/article-form";
import { articlePath } from "~/lib/office/content-paths";
import { openPage, sharedBrowser } from "./support/browser";
import { seedPerson, startOfficeServer, type OfficeServer } from "./support/office";

const browser = sharedBrowser();
let server: OfficeServer;
let owner: ReturnType<typeof seedPerson>;

beforeAll(async () => {
  server = await startOfficeServer(134);
  owner = seedPerson(server.dbPath, { email: "owner.site@example.com", role: "owner", name: "Olivia Owner" });
});
afterAll(async () => {
  await server?.stop();
});

const TITLE = "Resealing a Rooftop Deck Before the Rainy Season";
const DESCRIPTION =
  "Why a rooftop deck's coating should be checked and resealed in early autumn, what the work involves, and how long the deck stays closed.";

const text = async (path: string) => {
  const res = await fetch(`${server.origin}${path}`);
  return { status: res.status, body: await res.text() };
};

async function publish(page: Page) {
  // The form's answer (a second publish lands on the same address, so the address alone says nothing).
  const answered = page.waitForResponse((r) => r.request().method() === "POST");
  await page.getByRole("button", { name: copy.actions.publish, exact: true }).click();
  await answered;
  await page.waitForURL((url) => url.search.includes("done=published"));
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

describe("an article published in the office", () => {
  it("in English only: on /blog, in RSS and the sitemap, on no Spanish page; a new slug answers 301 from the old address", async () => {
    const w = await openPage(browser(), "desktop");
    await w.context.addCookies([{ name: "office_session", value: owner.sessionId, url: server.origin }]);
    const { page } = w;
    await page.goto(`${server.origin}${articlePath("new")}`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.getByLabel(copy.fields.title, { exact: true }).first().fill(TITLE);
    await page.getByLabel(copy.fields.description, { exact: true }).first().fill(DESCRIPTION);
    await page.getByLabel(articleTags.roof, { exact: true }).check();
    await page
      .getByLabel(copy.fields.body, { exact: true })
      .fill("Autumn is the time to reseal.\n\n## The work\n\nTwo days.");
    await publish(page);
    const slug = suggestSlug(TITLE, "en");
    const path = publicArticlePath(slug);

    expect((await text(path)).status).toBe(200);
    expect((await text(paths.blog)).body).toContain(path);
    expect((await text(feeds.en.path)).body).toContain(TITLE);
    expect((await text("/sitemap.xml")).body).toContain(path);
    // No Spanish page shows it: the Spanish blog, its feed, the Spanish address the English slug would have.
    expect((await text(pathsByLang.es.blog)).body).not.toContain(TITLE);
    expect((await text(feeds.es.path)).body).not.toContain(TITLE);
    expect((await text(publicArticlePath(suggestSlug(TITLE, "es"), "es"))).status).toBe(404);

    // A new slug: the old address forwards to it for good.
    const renamed = `${slug}-Guide`;
    await page.getByLabel(copy.fields.slug).first().fill(renamed);
    await publish(page);
    const old = await fetch(`${server.origin}${path}`, { redirect: "manual" });
    expect(old.status).toBe(301);
    expect(new URL(old.headers.get("location") ?? "", server.origin).pathname).toBe(
      publicArticlePath(renamed),
    );
    expect((await text(publicArticlePath(renamed))).status).toBe(200);
    await w.close();
  });
});
