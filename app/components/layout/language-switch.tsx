import { Icon } from "~/components/ui/icon";
import { langInfo } from "~/content/i18n";
import { otherLang } from "~/lib/rendering/lang";
import { useCopy } from "~/lib/rendering/use-copy";

const tones = {
  dark: "text-slate-200 hover:text-amber-400",
  light: "text-navy-900 hover:text-teal-700",
} as const;

/**
 * The link to this page in the other language ("Español" on English pages, "English" on Spanish ones),
 * named in the language it leads to and marked with `lang` and `hreflang`. The root layout computes
 * where it leads (`languageSwitchHref`); an island that keeps its state in the query string re-points
 * it (`data-lang-switch`, app/islands/url-state.ts). A plain link, like every link on public pages.
 */
export function LanguageSwitch({
  href,
  tone,
  className = "",
}: {
  href: string;
  tone: keyof typeof tones;
  className?: string;
}) {
  const { lang, ui } = useCopy();
  const to = otherLang(lang);
  return (
    <a
      href={href}
      hrefLang={to}
      data-lang-switch=""
      className={`inline-flex items-center gap-1.5 font-semibold underline-offset-4 hover:underline ${tones[tone]} ${className}`}
    >
      <Icon name="languages" className="size-4 shrink-0" />
      <span className="sr-only">{ui.languageSwitch.readIn(to)} </span>
      <span lang={langInfo[to].tag}>{langInfo[to].name}</span>
    </a>
  );
}
