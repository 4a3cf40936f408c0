import { Phone } from "lucide";
import { Icon } from "~/components/ui/icon";
import { useCopy } from "~/lib/rendering/use-copy";
import { ButtonLink } from "~/components/ui/button-link";
import { Container } from "~/components/ui/container";

interface CtaBannerProps {
  title?: string;
  body?: string;
  action?: string;
  /** Words before the phone number on the call button ("Call us now"). */
  callLabel?: string;
  /** A second button to the contact page (the services overview's "Contact us"). */
  secondary?: string;
}

/** The call-to-action band: free inspection, phone number and a contact button. */
export function CtaBanner({ title, body, action, secondary, callLabel }: CtaBannerProps) {
  const { page, paths, phone } = useCopy();
  const words = page.sections.ctaBanner;
  return (
    <section className="bg-teal-700 py-14 text-white">
      <Container className="flex flex-col items-start gap-6 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 className="text-3xl text-white">{title ?? words.title}</h2>
          <p className="mt-3 text-lg text-teal-50">{body ?? words.body}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to={phone.href} variant="outline">
            <Icon icon={Phone} className="size-4" /> {callLabel ? `${callLabel}: ` : ""}
            {phone.display}
          </ButtonLink>
          <ButtonLink to={paths.contact}>{action ?? words.action}</ButtonLink>
          {secondary ? (
            <ButtonLink to={paths.contact} variant="outline">
              {secondary}
            </ButtonLink>
          ) : null}
        </div>
      </Container>
    </section>
  );
}
