import { readdirSync, readFileSync } from "node:fs";
import { marked } from "marked";
import { describe, expect, it } from "vitest";
import { splitFrontmatter } from "../../content/blog.server";
import { checkMarkdown, isAllowedImage, isAllowedLink, renderMarkdown } from "./markdown";

const blogDir = new URL("../../content/blog/", import.meta.url);
const articleFiles = readdirSync(blogDir, { recursive: true, encoding: "utf8" }).filter((f) =>
  f.endsWith(".md"),
);

/** Every element the rendered HTML opens, by name. */
const tagsIn = (html: string): string[] =>
  [...html.matchAll(/<([a-z][a-z0-9]*)\b/gi)].map((m) => m[1]!.toLowerCase());
const codes = (md: string) => checkMarkdown(md).map((p) => p.code);

describe("the repository's articles", () => {
  it("render byte for byte as marked renders them without the rules", () => {
    expect(articleFiles.length).toBeGreaterThan(0);
    expect(articleFiles.some((f) => f.includes("/"))).toBe(true); // the Spanish ones too
    for (const file of articleFiles) {
      const { body } = splitFrontmatter(readFileSync(new URL(file, blogDir), "utf8"));
      expect(renderMarkdown(body), file).toBe(marked.parse(body, { async: false, gfm: true }));
      expect(checkMarkdown(body), file).toEqual([]);
    }
  });
});

describe("raw HTML", () => {
  it("shows a script block as its text, never as a script", () => {
    const md = "Before.\n\n<script>alert('x')</script>\n\nAfter.";
    const html = renderMarkdown(md);
    expect(tagsIn(html)).not.toContain("script");
    expect(html).toContain("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;");
    expect(html).toContain("<p>After.</p>");
    expect(codes(md)).toEqual(["rawHtml"]);
  });

  it("shows an inline tag with an onerror attribute as text", () => {
    const md = 'A photo <img src="x" onerror="alert(1)"> here.';
    const html = renderMarkdown(md);
    expect(tagsIn(html)).toEqual(["p"]);
    expect(html).toBe("<p>A photo &lt;img src=&quot;x&quot; onerror=&quot;alert(1)&quot;&gt; here.</p>\n");
    expect(checkMarkdown(md)).toEqual([{ code: "rawHtml", found: '<img src="x" onerror="alert(1)">' }]);
  });

  it("shows an iframe as text", () => {
    const md = '<iframe src="https://example.com/embed"></iframe>';
    expect(tagsIn(renderMarkdown(md))).toEqual(["p"]);
    expect(renderMarkdown(md)).toContain("&lt;iframe");
    expect(codes(md)).toEqual(["rawHtml"]);
  });

  it("shows inline tags around words as text and keeps the words", () => {
    const md = 'Some <span style="color:red">red</span> words and a <!-- comment -->.';
    const html = renderMarkdown(md);
    expect(tagsIn(html)).toEqual(["p"]);
    expect(html).toContain("&lt;span style=&quot;color:red&quot;&gt;red&lt;/span&gt;");
    expect(html).toContain("&lt;!-- comment --&gt;");
    expect(codes(md)).toEqual(["rawHtml", "rawHtml", "rawHtml"]);
  });

  it("leaves code that shows HTML alone: it is code, escaped as marked always did", () => {
    const md = "Write `<b>` for bold:\n\n```html\n<b>bold</b>\n```";
    expect(renderMarkdown(md)).toBe(marked.parse(md, { async: false, gfm: true }));
    expect(checkMarkdown(md)).toEqual([]);
  });
});

describe("links", () => {
  it("keeps http, https, mailto and tel links and the site's own paths", () => {
    const md =
      "[a](http://example.com) [b](https://example.com/x?y=1) [c](mailto:office@example.com) " +
      "[d](tel:+13105550100) [e](/services/deck) [f](#faq)";
    const html = renderMarkdown(md);
    expect(html).toBe(marked.parse(md, { async: false, gfm: true }));
    expect(html.match(/<a /g)).toHaveLength(6);
    expect(checkMarkdown(md)).toEqual([]);
  });

  it("renders a javascript: link as its text", () => {
    const md = "[Click me](javascript:alert(1)) and [this](JavaScript:alert(2))";
    const html = renderMarkdown(md);
    expect(html).toBe("<p>Click me and this</p>\n");
    expect(checkMarkdown(md)).toEqual([
      { code: "linkScheme", found: "javascript:alert(1)" },
      { code: "linkScheme", found: "JavaScript:alert(2)" },
    ]);
  });

  it("refuses a bad link given in a reference definition", () => {
    const md =
      'See [the notes][n] and [**bold** notes][n].\n\n[n]: data:text/html;base64,PHNjcmlwdD4= "Notes"';
    const html = renderMarkdown(md);
    expect(html).not.toContain("<a");
    expect(html).toContain("the notes");
    expect(html).toContain("<strong>bold</strong> notes");
    expect(codes(md)).toEqual(["linkScheme", "linkScheme"]);
  });

  it("keeps autolinks of allowed schemes and refuses the others", () => {
    const good = "<https://example.com> www.example.com office@example.com";
    expect(renderMarkdown(good)).toBe(marked.parse(good, { async: false, gfm: true }));
    expect(renderMarkdown(good).match(/<a /g)).toHaveLength(3);
    expect(checkMarkdown(good)).toEqual([]);

    const bad = "<javascript:alert(1)> <file:///etc/passwd> <vbscript:msgbox>";
    const html = renderMarkdown(bad);
    expect(html).not.toContain("<a");
    expect(html).toContain("javascript:alert(1)");
    expect(codes(bad)).toEqual(["linkScheme", "linkScheme", "linkScheme"]);
  });

  it("refuses another site without a scheme, and a path relative to the page", () => {
    for (const href of [
      "//evil.example/x",
      "/\\evil.example",
      "page.html",
      "ftp://example.com",
      " javascript:x",
    ])
      expect(isAllowedLink(href), href).toBe(false);
    expect(isAllowedLink("HTTPS://example.com")).toBe(true);
  });
});

describe("images", () => {
  it("keeps an uploaded photo's file", () => {
    const md = "![A coated deck](/media/12-640.abc123.webp)";
    expect(renderMarkdown(md)).toBe('<p><img src="/media/12-640.abc123.webp" alt="A coated deck"></p>\n');
    expect(checkMarkdown(md)).toEqual([]);
  });

  it("drops a data: image and keeps its alt text", () => {
    const md = "![A red dot](data:image/png;base64,iVBORw0KGgo=) after.";
    expect(renderMarkdown(md)).toBe("<p>A red dot after.</p>\n");
    expect(codes(md)).toEqual(["foreignImage"]);
  });

  it("drops another site's image, a repository file and a reference image, escaping the alt text", () => {
    const md =
      '![Tom & "Jerry"](https://example.com/a.jpg) ![b](/images/deck.svg) ![c][r]\n\n[r]: /media/../x';
    const html = renderMarkdown(md);
    expect(tagsIn(html)).toEqual(["p"]);
    expect(html).toContain("Tom &amp; &quot;Jerry&quot;");
    expect(codes(md)).toEqual(["foreignImage", "foreignImage", "foreignImage"]);
    expect(isAllowedImage("/media/sub/x.webp")).toBe(false);
  });

  it("checks an image inside a link, and a link around a refused image keeps the alt text", () => {
    const md = "[![Deck](https://example.com/d.jpg)](javascript:x)";
    expect(renderMarkdown(md)).toBe("<p>Deck</p>\n");
    expect(codes(md)).toEqual(["linkScheme", "foreignImage"]);
  });
});
