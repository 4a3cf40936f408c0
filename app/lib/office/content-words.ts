/**
 * The store's message keys in the office's words (app/content/office/content.ts): a publish problem, a
 * field's error. Plain functions, used on the server and in the browser.
 */
import { fieldErrorWords, publishProblemWords } from "~/content/office/content";
import type { FieldError, PublishProblem } from "~/lib/content-store/office-content.server";

/** A publish-time problem in words; a key the words do not know reads as the generic refusal. */
export function problemText(problem: PublishProblem): string {
  const words = publishProblemWords[problem.key] as ((p: never) => string) | undefined;
  return words ? words((problem.params ?? {}) as never) : publishProblemWords.notFound();
}

/** A field's error in words. */
export function fieldErrorText(error: FieldError): string {
  const words = fieldErrorWords[error.key] as ((p: never) => string) | undefined;
  return words ? words({ limit: error.limit } as never) : fieldErrorWords.invalid();
}
