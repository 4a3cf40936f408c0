/**
 * Speculation Rules (decision 018): links are links, and the browser prerenders a same-origin page when
 * the visitor hovers a link to it or presses it. The rules are a static file (public/speculation-rules.json)
 * named by a response header, not an inline `<script type="speculationrules">`, so reading pages keep
 * no script. Left out: the booking page (rendered per request, with the windows free at that moment), a
 * booking's private page, the office, the contractor's calendar feed, the APIs, files (any path with a
 * dot), links inside forms, downloads, new tabs, and any address with a query.
 */
export const SPECULATION_RULES_PATH = "/speculation-rules.json";

/** The `Speculation-Rules` response header of every page (a structured-field list of one URL). */
export const SPECULATION_RULES_HEADER = `"${SPECULATION_RULES_PATH}"`;

/** The media type browsers require of a rules file. */
export const SPECULATION_RULES_TYPE = "application/speculationrules+json";
