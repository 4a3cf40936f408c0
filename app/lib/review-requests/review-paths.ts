/** A review link's address and its rules (plain data: the review page's component reads them too). */
import { TOKEN_PATH_OF } from "../site/token-paths";

/** A review link's page: `/review/<token>` (a token path). */
export const reviewPath = (token: string) => `${TOKEN_PATH_OF.review}${token}`;

/** How long a review link stays open. */
export const REQUEST_DAYS = 30;
/** How many times one customer may be asked, by the office and the automatic ask together. */
export const MAX_ASKS = 2;
