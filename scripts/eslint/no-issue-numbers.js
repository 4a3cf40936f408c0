/**
 * Comments say what the code does and why, never which tracker issue asked for it: the tracker lives
 * outside the repository, so its number tells a reader of the code nothing. Flags the word "issue" or
 * "issues" followed by a number (with or without "#"), and a bare hash number in brackets, in comments.
 */
const CITATION = /\bissues?\s+#?\d+|\(#\d+\)/i;

/** @type {import("eslint").Rule.RuleModule} */
export const noIssueNumbers = {
  meta: {
    type: "suggestion",
    docs: { description: "disallow issue numbers in comments" },
    messages: {
      cited:
        "Say what the code does and why instead of citing '{{ citation }}' (issues live outside the repository).",
    },
    schema: [],
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const match = CITATION.exec(comment.value);
          if (match) context.report({ loc: comment.loc, messageId: "cited", data: { citation: match[0] } });
        }
      },
    };
  },
};

export default { rules: { "no-issue-numbers": noIssueNumbers } };
