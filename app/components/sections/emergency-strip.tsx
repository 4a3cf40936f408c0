import { Phone } from "lucide";
import { Icon } from "~/components/ui/icon";
import { company, contactHrefs } from "~/content/company";
import { Container } from "~/components/ui/container";
import { ServerHtml } from "~/components/ui/server-html";
import { emergencyCopy as copy } from "~/content/page-copy";
import type { LeadFormLinks } from "~/content/page-registry";
import { LeadForm } from "./lead-form";

/** The band's words and phone number: server markup (the form beside it is the widget). */
function EmergencyIntro() {
  return (
    <div className="text-white">
      <p className="text-sm font-bold tracking-[0.2em] text-amber-400 uppercase">{copy.eyebrow}</p>
      <p className="mt-3 text-3xl font-bold">{copy.title}</p>
      <p className="mt-3 text-slate-300">{copy.body}</p>
      <a
        href={contactHrefs.phone}
        className="mt-6 inline-flex items-center gap-3 text-2xl font-extrabold text-amber-400 hover:text-white"
      >
        <Icon icon={Phone} className="size-6" /> {company.phone.display}
      </a>
    </div>
  );
}

/** The urgent call-back band: the short emergency form beside the phone number. */
export function EmergencyStrip({ links }: { links: LeadFormLinks }) {
  return (
    <section aria-label={copy.label} className="bg-navy-900 py-14">
      <Container className="grid items-center gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <ServerHtml id="emergency-intro">{import.meta.env.SSR && <EmergencyIntro />}</ServerHtml>
        <LeadForm kind="emergency" tone="dark" links={links} />
      </Container>
    </section>
  );
}
