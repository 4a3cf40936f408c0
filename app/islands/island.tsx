import { use, type ComponentProps, type ComponentType } from "react";
import { useLocation } from "react-router";
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
 * The island's module, imported once the page has loaded and its hero image is on screen (decision
 * 003's rule, kept): nothing of the islands competes with the page's own text and images for the first
 * paint. The load event often comes before the hero is drawn (it has arrived, but the frame that shows
 * it has not been presented), so on a page with a hero (`fetchpriority="high"`) the loader waits for
 * the browser's largest-contentful-paint entry for an image (one already reported counts), or 3 s
 * after load at most (the browser stops reporting once the visitor taps or scrolls). A page without a
 * hero, or a browser without that entry type, waits one frame after load. A module imported twice
 * (two forms on a page) runs once.
 */
export const islandLoader = (entry: string): string =>
  `const go=()=>setTimeout(()=>import(${JSON.stringify(entry)})),lcp="largest-contentful-paint",` +
  `after=()=>{if(!document.querySelector("img[fetchpriority=high]")||` +
  `!PerformanceObserver.supportedEntryTypes?.includes(lcp))return requestAnimationFrame(go);` +
  `let done=0;const stop=()=>{if(done++)return;clearTimeout(t);o.disconnect();go()},t=setTimeout(stop,3000),` +
  `o=new PerformanceObserver((l)=>l.getEntries().some((e)=>e.url)&&stop());o.observe({type:lcp,buffered:true})};` +
  `document.readyState==="complete"?after():addEventListener("load",after,{once:true})`;
