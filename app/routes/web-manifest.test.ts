import { describe, expect, it } from "vitest";
import { manifests } from "~/content/agent-files";
import { copyFor } from "~/content/copy";
import { langInfo, langs } from "~/content/i18n";
import { loader } from "./web-manifest";

const manifest = async (path: string) =>
  (await loader({ request: new Request(`http://localhost${path}`) } as Parameters<
    typeof loader
  >[0]).json()) as Record<string, unknown>;

describe("the web manifests", () => {
  it.each(langs)("%s: in the language of its pages, starting at their home page", async (lang) => {
    const m = await manifest(manifests[lang]);
    expect(m.lang).toBe(langInfo[lang].tag);
    expect(m.description).toBe(copyFor(lang).company.tagline);
    expect(m.start_url).toBe(copyFor(lang).paths.home);
  });

  it("the Spanish one says nothing in English", async () => {
    const es = await manifest(manifests.es);
    const en = await manifest(manifests.en);
    expect(manifests.es).not.toBe(manifests.en);
    expect(es.description).not.toBe(en.description);
    expect(es.lang).toBe("es-US");
  });
});
