/** A "send more photos" link's address and its rules (plain data: the page's component reads them too). */
import { TOKEN_PATH_OF } from "../site/token-paths";

/** The customer's page for adding photos to their request: `/more-photos/<token>` (a token path). */
export const morePhotosPath = (token: string) => `${TOKEN_PATH_OF.morePhotos}${token}`;

/** How long a "send more photos" link stays open, in days. */
export const PHOTO_LINK_OPEN_DAYS = 7;
