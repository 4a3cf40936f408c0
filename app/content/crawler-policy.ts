/**
 * Which crawlers may read the site (robots.txt). The reasons are in
 * docs/decisions/005-ai-crawlers-and-agent-discovery.md; changing a list here changes robots.txt.
 */

/** Bots that fetch pages to cite them in search answers or for a person's request: always allowed. */
export const answerBots = [
  "OAI-SearchBot",
  "ChatGPT-User",
  "Claude-SearchBot",
  "Claude-User",
  "PerplexityBot",
  "Perplexity-User",
  "DuckAssistBot",
] as const;

/** Crawlers that collect text to train models (they do not send visitors). */
export const trainingBots = [
  "GPTBot",
  "ClaudeBot",
  "Google-Extended",
  "Applebot-Extended",
  "CCBot",
  "meta-externalagent",
] as const;

/**
 * Training crawlers are allowed: every page is public marketing copy that the company wants known,
 * and assistants that have read it recommend and describe the business correctly. Set to false to
 * keep the copy out of training sets (search and answer bots stay allowed either way).
 */
export const allowTraining = true;

/** Paths no crawler needs: the JSON API (agents use it from the catalog) and test routes. */
export const privatePaths = ["/api/", "/__test/"] as const;
