/** How long browsers and CDNs may keep each kind of answer: the server's one statement of it. */
export const CACHE = {
  /** Files whose names carry a hash of their content (build assets, generated and social images). */
  immutable: "public, max-age=31536000, immutable",
  /** Pages: always ask again, cheaply (ETag, 304). */
  revalidate: "public, max-age=0, must-revalidate",
  /** Other public files (robots.txt, the sitemap, icons): a day, then served stale while refreshed. */
  short: "public, max-age=86400, stale-while-revalidate=604800",
  /** A redirect of an old address (an hour, so a corrected table takes effect soon). */
  redirect: "public, max-age=3600",
  /** Anything made for one request. */
  none: "no-store",
  /** The office: personal data, for the signed-in person only. */
  private: "private, no-store",
} as const;
