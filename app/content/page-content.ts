/**
 * The records the pages render, per language: English from the content modules, Spanish from their twins
 * in es/ (the same exports and types, words merged onto the English facts). The page registry and the
 * server-rendered templates read them from here; widgets never import this module.
 */
import type { PerLang } from "./i18n";
import * as en from "./page-content.en";
import * as es from "./page-content.es";

export type PageContent = typeof en;

export const pageContent: PerLang<PageContent> = { en, es };
