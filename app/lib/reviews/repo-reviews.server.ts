/** The site's own seeded reviews: the repository's cards and letters in both languages (what every start seeds). */
import { seededLettersEs, seededReviewsEs } from "../../content/es/testimonials";
import { seededLetters, seededReviews } from "../../content/testimonials";
import { repoLetters, repoReviews, type RepoReview } from "./repo-reviews";

let memo: RepoReview[] | undefined;
export const siteRepoReviews = (): RepoReview[] =>
  (memo ??= [...repoReviews(seededReviews, seededReviewsEs), ...repoLetters(seededLetters, seededLettersEs)]);
