import { use, type ComponentProps, type ComponentType } from "react";
import { useLocation } from "react-router";
import { script as loaderScript, entryPlaceholder } from "virtual:island-loader";
import { useNonce } from "~/lib/rendering/nonce";
import { IslandAssetsContext } from "./assets";
import { islandComponents } from "./components";
import { ISLAND_ATTR, ISLAND_PROPS_ATTR, propsJson } from "./island-markup";
import { checkIslandProps, type IslandName } from "./specs";
import { SearchContext } from "./url-state";

export type IslandProps<N extends IslandName> = ComponentProps<(typeof islandComponents)[N]>;

/**
 * Marks a widget as an island (decision 018). The server renders the component inside an element of
 * its own and writes its props beside it as JSON; the island's entry module, loaded only on pages
 * that have the island, hydrates just that element. Everything else on the page stays server HTML.
 *
 *     <Island name="gallery" props={{ categories, items, words }} />
 *
 * A new island is a component, its name here (components.ts), a schema and size cap (specs.ts) and a
 * one-line entry (entries/<name>.tsx).
 */
export function Island<N extends IslandName>({ name, props }: { name: N; props: IslandProps<N> }) {
  const files = use(IslandAssetsContext)?.(name);
  const nonce = useNonce();
  const { search } = useLocation();
  // Validated and capped on every render, so a page cannot ship props its island does not declare.
  checkIslandProps(name, props);
  const Component = islandComponents[name] as ComponentType<object>;
  return (
    <>
      <div {...{ [ISLAND_ATTR]: name }} className="contents">
        <SearchContext value={search}>
          <Component {...props} />
        </SearchContext>
      </div>
      <script
        type="application/json"
        {...{ [ISLAND_PROPS_ATTR]: "" }}
        dangerouslySetInnerHTML={{ __html: propsJson(props) }}
      />
      {files?.before ? (
        [...files.before, files.entry].map((src) => (
          <script key={src} type="module" src={src} nonce={nonce} />
        ))
      ) : files ? (
        <script type="module" nonce={nonce} dangerouslySetInnerHTML={{ __html: islandLoader(files.entry) }} />
      ) : null}
    </>
  );
}

/**
 * The inline script that imports an island's module once the page has loaded and its hero is on screen:
 * app/islands/island-loader.ts, compiled and minified by the build (`virtual:island-loader`).
 */
export const islandLoader = (entry: string): string =>
  loaderScript.replace(entryPlaceholder, () => JSON.stringify(entry));
