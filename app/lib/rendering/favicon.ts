import faviconSvg from "../../../public/favicon.svg?raw";
import { svgDataUri } from "./svg-data-uri";

/**
 * The page's icon, written into every page instead of linked. The file is 350 bytes, less than the
 * headers of the request it saves; that request came after the load event and competed with the hero
 * image for a phone's first second (decision 018). `/favicon.svg` stays for the web manifest.
 */
export const faviconHref = svgDataUri(faviconSvg);
