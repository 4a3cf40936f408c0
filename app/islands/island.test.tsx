import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { carouselControls } from "~/content/widget-copy";
import { references } from "~/content/references";
import { referenceCopy } from "~/content/widget-copy";
import { IslandAssetsContext } from "./assets";
import { Island, islandLoader } from "./island";
import { propsJson } from "./island-markup";
import { filesFromManifest } from "./islands.server";
import { checkIslandProps, IslandPropsError } from "./specs";

const render = (node: React.ReactNode) => {
  const Stub = createRoutesStub([{ path: "/", Component: () => node }]);
  return renderToString(<Stub initialEntries={["/"]} />);
};

describe("an island's props as JSON", () => {
  it("cannot end their element: every < is written \\u003c, and they read back unchanged", () => {
    const props = { note: "</script><script>alert(1)</script><!-- \u2028" };
    const json = propsJson(props);
    expect(json).not.toContain("<");
    expect(json).not.toContain("\u2028");
    expect(JSON.parse(json)).toEqual(props);
  });

  it("are refused when they carry a field the island does not declare", () => {
    expect(() =>
      checkIslandProps("carousel", { count: 3, trackId: "t", words: carouselControls, extra: "a record" }),
    ).toThrow(IslandPropsError);
    expect(() =>
      checkIslandProps("carousel", { count: 3, trackId: "t", words: carouselControls }),
    ).not.toThrow();
  });

  it("are refused over the island's size cap", () => {
    const many = Array.from({ length: 400 }, (_, i) => ({ ...references[0]!, id: i }));
    expect(() =>
      checkIslandProps("references", { references: many, initialQuery: "", words: referenceCopy }),
    ).toThrow(/over its cap/);
  });
});

describe("<Island>", () => {
  const stored = "A stored </script><script>alert(1)</script> name";
  const html = render(
    <IslandAssetsContext value={() => ({ entry: "/assets/islands/references-abc.js", imports: [] })}>
      <Island
        name="references"
        props={{
          references: [{ ...references[0]!, company: stored }],
          initialQuery: "",
          words: referenceCopy,
        }}
      />
    </IslandAssetsContext>,
  );

  it("renders the widget inside its marked element, with its props beside it", () => {
    expect(html).toMatch(/<div data-island="references" class="contents">[\s\S]*<table/);
    expect(html).toMatch(/<\/div><script type="application\/json" data-island-props="">/);
  });

  it("keeps a stored </script> from breaking out of the props", () => {
    const json = /<script type="application\/json" data-island-props="">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(json).toBeDefined();
    expect(JSON.parse(json!).references[0].company).toBe(stored);
    // The only script elements are the props and the island's module.
    expect(html.match(/<script\b/g)?.length).toBe(2);
  });

  it("loads the island's own module once the page has loaded, and nothing of React Router's", () => {
    expect(html).toContain(
      `<script type="module">${islandLoader("/assets/islands/references-abc.js")}</script>`,
    );
    expect(islandLoader("/assets/islands/references-abc.js")).toContain(
      '"/assets/islands/references-abc.js"',
    );
    expect(html).not.toMatch(/__reactRouter|manifest/);
  });

  it("refuses props outside the island's schema while rendering", () => {
    expect(() =>
      render(<Island name="carousel" props={{ count: 0, trackId: "t", words: carouselControls }} />),
    ).toThrow(IslandPropsError);
  });
});

describe("the islands build's manifest", () => {
  it("gives an island's hashed entry and every module it imports, once each", () => {
    const manifest = {
      "app/islands/entries/gallery.tsx": {
        file: "assets/islands/gallery-1.js",
        imports: ["_shared.js", "_dom.js"],
      },
      "_shared.js": { file: "assets/islands/shared-2.js", imports: ["_dom.js", "_react.js"] },
      "_dom.js": { file: "assets/islands/react-dom-3.js", imports: ["_react.js"] },
      "_react.js": { file: "assets/islands/react-4.js" },
    };
    const files = filesFromManifest(manifest, "gallery");
    expect(files.entry).toBe("/assets/islands/gallery-1.js");
    expect(files.imports.toSorted()).toEqual(
      [
        "/assets/islands/react-4.js",
        "/assets/islands/react-dom-3.js",
        "/assets/islands/shared-2.js",
      ].toSorted(),
    );
    expect(() => filesFromManifest(manifest, "nowhere")).toThrow(/not in the islands build/);
  });
});
