/**
 * The relative links of a Markdown document, and which of them lead nowhere: a file that is not there, or
 * a `#heading` the target does not have. `scripts/docs-links.test.ts` runs it over README.md and docs/.
 */

/** Link targets outside code blocks and code spans, in order; images included. */
export function markdownLinks(markdown: string): string[] {
  const prose = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "").replace(/`[^`\n]*`/g, "");
  return [...prose.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1] ?? "");
}

/** The anchors GitHub gives a document's headings (lower case, punctuation dropped, spaces to dashes). */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const prose = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "");
  for (const [, heading = ""] of prose.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    let anchor = base;
    for (let n = 1; anchors.has(anchor); n++) anchor = `${base}-${n}`;
    anchors.add(anchor);
  }
  return anchors;
}

/**
 * The relative links of `markdown` that do not resolve. `read(target)` gives the text of the file a
 * path (relative to the document) names, `""` for a folder, or undefined when there is none.
 */
export function brokenLinks(markdown: string, read: (target: string) => string | undefined): string[] {
  return markdownLinks(markdown).filter((link) => {
    if (/^[a-z][a-z0-9+.-]*:/i.test(link)) return false; // https:, mailto: …
    const [path, anchor] = link.split("#", 2) as [string, string | undefined];
    const text = path === "" ? markdown : read(decodeURI(path));
    if (text === undefined) return true;
    return anchor !== undefined && anchor !== "" && !headingAnchors(text).has(anchor);
  });
}
