import { Phone } from "lucide-react";
import { company, contactHrefs } from "~/content/company";
import { paths } from "~/content/site-paths";
import { ButtonLink } from "~/components/ui/button-link";
import { Container } from "~/components/ui/container";

interface CtaBannerProps {
  title?: string;
  body?: string;
  action?: string;
}

/** The call-to-action band: free inspection, phone number and a contact button. */
export function CtaBanner({
  title = "Ready for a free inspection?",
  body = "Tell us about your deck, balcony or planter. We reply within one business day with a time to visit and an upfront estimate after the inspection.",
  action = "Get a free quote",
}: CtaBannerProps) {
  return (
    <section className="bg-teal-700 py-14 text-white">
      <Container className="flex flex-col items-start gap-6 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 className="text-3xl text-white">{title}</h2>
          <p className="mt-3 text-lg text-teal-50">{body}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to={contactHrefs.phone} variant="outline">
            <Phone className="size-4" aria-hidden="true" /> {company.phone.display}
          </ButtonLink>
          <ButtonLink to={paths.contact}>{action}</ButtonLink>
        </div>
      </Container>
    </section>
  );
}
