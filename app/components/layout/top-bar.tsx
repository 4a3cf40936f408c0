import { Clock } from "lucide";
import { Icon } from "~/components/ui/icon";
import { company, hoursLines } from "~/content/company";
import { SocialLinks } from "~/components/ui/social-links";
import { Container } from "~/components/ui/container";

export function TopBar() {
  return (
    <section
      aria-label="Welcome, hours and social links"
      className="hidden bg-navy-950 text-sm text-slate-200 md:block"
    >
      <Container className="flex h-10 items-center justify-between gap-6">
        <p className="truncate">
          Welcome to {company.name} · Serving Los Angeles since {company.foundedYear}
        </p>
        <div className="flex shrink-0 items-center gap-5">
          <p className="flex items-center gap-2">
            <Icon icon={Clock} className="size-4 text-amber-400" />
            <span className="sr-only">Office hours: </span>
            {hoursLines("short").join(" · ")}
          </p>
          <SocialLinks />
        </div>
      </Container>
    </section>
  );
}
