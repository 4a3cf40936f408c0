import { copyFor, type Copy } from "~/content/copy";
import { useLang } from "./lang";

/**
 * The words, records and paths of the page's language, for what the server renders: an island's
 * component must not call it (its words come in its props), or every language's copy would reach the
 * browser (decision 018).
 */
export const useCopy = (): Copy => copyFor(useLang());
