import { copyFor, type Copy } from "~/content/copy";
import { useLang } from "./lang";

/**
 * The words, records and paths of the page's language, for server markup (decision 009): a component
 * that calls it must only render on the server, or every language's copy would reach the browser.
 */
export const useCopy = (): Copy => copyFor(useLang());
