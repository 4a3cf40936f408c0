import { Icon } from "~/components/ui/icon";
import { useCopy } from "~/lib/rendering/use-copy";
import { ButtonLink } from "~/components/ui/button-link";
import { Container } from "~/components/ui/container";
import { QuoteAndBook } from "./quote-and-book";

interface CtaBannerProps {
  title?: string;
  body?: string;
  action?: string;
  /** Words before the phone number on the call button ("Call us now"). */
  callLabel?: string;
  /** The booking button's words (default: "Book an inspection"). */
  book?: string;
}

/** The call-to-action band: free inspection, phone number, a contact button and the booking button. */
export function CtaBanner({ title, body, action, book, callLabel }: CtaBannerProps) {
  const { page, phone } = useCopy();
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
            <Icon name="phone" className="size-4" /> {callLabel ? `${callLabel}: ` : ""}
            {phone.display}
          </ButtonLink>
          <QuoteAndBook quote={action ?? words.action} book={book} />
        </div>
      </Container>
    </section>
  );
}
