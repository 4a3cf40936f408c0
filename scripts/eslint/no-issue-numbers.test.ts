import { RuleTester } from "eslint";
import { describe, it } from "vitest";
import { noIssueNumbers } from "./no-issue-numbers.js";

RuleTester.describe = describe;
RuleTester.it = it;

new RuleTester().run("no-issue-numbers", noIssueNumbers, {
  valid: [
    "// Revoking a passkey ends the sessions it signed in.",
    "/* Two processes share the database, so the count is in SQLite. */",
    'const label = "issue 28"; // a string is not a comment',
    "// Step 3 of the process; 12 issues found by the probe",
  ],
  invalid: [
    { code: "// The office (issue 28): accounts", errors: [{ messageId: "cited" }] },
    { code: "/** Issues 10 and 27: a widget page */ const a = 1;", errors: [{ messageId: "cited" }] },
    { code: "// see Issue #8", errors: [{ messageId: "cited" }] },
    { code: "// fixed upstream (#12)", errors: [{ messageId: "cited" }] },
  ],
});
