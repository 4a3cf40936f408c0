import type { Plugin } from "vite";
import { contentDatesModule } from "./content-dates-plugin.ts";
import { imageHashes } from "./image-pipeline/vite-plugin.ts";
import { islandLoaderScript } from "./island-loader-plugin.ts";

/**
 * The virtual modules the site's code imports (images' and social images' content hashes, the islands'
 * inline loader, the content files' dates), for every bundle and test run that loads that code.
 */
export const sitePlugins = (): Plugin[] => [imageHashes(), islandLoaderScript(), contentDatesModule()];
