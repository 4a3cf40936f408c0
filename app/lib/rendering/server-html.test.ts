// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { revalidateOnNewAddress, serverHtmlFragments, serverHtmlOf } from "./server-html";

describe("serverHtmlFragments", () => {
  it("takes each fragment of the page's main content by id, leaving header and footer", () => {
    const html = `<!doctype html><html><body>
      <div data-server-html="site-header"><header>Menu</header></div>
      <main><div data-server-html="home-top"><h1>Dry decks</h1></div><form>widget</form>
      <div data-server-html="home-bottom"><p>FAQ</p></div></main>
      <div data-server-html="site-footer"><footer>Footer</footer></div></body></html>`;
    expect(serverHtmlFragments(html)).toEqual({
      "home-top": "<h1>Dry decks</h1>",
      "home-bottom": "<p>FAQ</p>",
    });
  });
});

describe("serverHtmlOf", () => {
  it("finds fragments only in data a client-side arrival loaded", () => {
    expect(serverHtmlOf({ meta: [] })).toBeUndefined();
    expect(serverHtmlOf(undefined)).toBeUndefined();
    expect(serverHtmlOf({ html: { page: "<p>x</p>" } })).toEqual({ page: "<p>x</p>" });
  });
});

describe("revalidateOnNewAddress", () => {
  const at = (path: string) => new URL(path, "http://localhost");
  it("keeps the page's data after a form post on the same address, reloads it elsewhere", () => {
    const same = { currentUrl: at("/contact"), nextUrl: at("/contact"), defaultShouldRevalidate: true };
    expect(revalidateOnNewAddress(same)).toBe(false);
    const other = {
      currentUrl: at("/contact"),
      nextUrl: at("/reference-sheet?q=x"),
      defaultShouldRevalidate: true,
    };
    expect(revalidateOnNewAddress(other)).toBe(true);
  });
});
