import { Icon } from "~/components/ui/icon";
import { company } from "~/content/company";
import { useCopy } from "~/lib/rendering/use-copy";
import { LanguageSwitch } from "./language-switch";
import { SocialLinks } from "~/components/ui/social-links";
import { Container } from "~/components/ui/container";

/** The band above the header (768 px and wider): welcome, hours, social links and the language switch. */
export function TopBar({ switchHref }: { switchHref: string | undefined }) {
  const { ui, company: words } = useCopy();
  return (
    <section aria-label={ui.topBar.label} className="hidden bg-navy-950 text-sm text-slate-200 md:block">
      <Container className="flex h-10 items-center justify-between gap-6">
        <p className="hidden truncate lg:block">{ui.topBar.welcome(company.name, company.foundedYear)}</p>
        <div className="ml-auto flex shrink-0 items-center gap-5">
          <p className="flex items-center gap-2">
            <Icon name="clock" className="size-4 text-amber-400" />
            <span className="sr-only">{ui.topBar.hours} </span>
            {words.hoursLines("short").join(" · ")}
          </p>
          <SocialLinks label={ui.social.label} newTab={ui.social.newTab} />
          {switchHref && <LanguageSwitch href={switchHref} tone="dark" className="min-h-6" />}
        </div>
      </Container>
    </section>
  );
}
