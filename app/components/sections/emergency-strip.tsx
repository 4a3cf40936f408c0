import { Icon } from "~/components/ui/icon";
import { Container } from "~/components/ui/container";
import type { LeadFormWords } from "~/content/copy";
import { useCopy } from "~/lib/rendering/use-copy";
import { Island } from "~/islands/island";

/** The band's words and phone number (the form beside it is the island). */
function EmergencyIntro() {
  const { page, phone } = useCopy();
  const copy = page.sections.emergency;
  return (
    <div className="text-white">
      <p className="text-sm font-bold tracking-[0.2em] text-amber-400 uppercase">{copy.eyebrow}</p>
      <p className="mt-3 text-3xl font-bold">{copy.title}</p>
      <p className="mt-3 text-slate-300">{copy.body}</p>
      <a
        href={phone.href}
        className="mt-6 inline-flex items-center gap-3 text-2xl font-extrabold text-amber-400 hover:text-white"
      >
        <Icon name="phone" className="size-6" /> {phone.display}
      </a>
    </div>
  );
}

/** The urgent call-back band: the short emergency form beside the phone number. */
export function EmergencyStrip({ words, page }: { words: LeadFormWords; page: string }) {
  const { page: pageCopy } = useCopy();
  return (
    <section aria-label={pageCopy.sections.emergency.label} className="bg-navy-900 py-14">
      <Container className="grid items-center gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <EmergencyIntro />
        <Island name="lead-form" props={{ tone: "dark", words, page }} />
      </Container>
    </section>
  );
}
