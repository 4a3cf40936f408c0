import type { Plugin } from "vite";
import { imageHashes } from "./image-pipeline/vite-plugin.ts";
import { islandLoaderScript } from "./island-loader-plugin.ts";

/**
 * The virtual modules the site's code imports (images' and social images' content hashes, the islands'
 * inline loader), for every bundle and test run that loads that code.
 */
export const sitePlugins = (): Plugin[] => [imageHashes(), islandLoaderScript()];
