/** The site's own seeded reviews: the repository's cards in both languages (what every start seeds). */
import { seededReviewsEs } from "../../content/es/testimonials";
import { seededReviews } from "../../content/testimonials";
import { repoReviews, type RepoReview } from "./repo-reviews";

let memo: RepoReview[] | undefined;
export const siteRepoReviews = (): RepoReview[] => (memo ??= repoReviews(seededReviews, seededReviewsEs));
