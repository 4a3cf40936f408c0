import { ButtonLink } from "~/components/ui/button-link";
import { useCopy } from "~/lib/rendering/use-copy";

/**
 * The pair of calls to action on heroes and bands: ask for a quote (the contact page), then book an
 * inspection (the booking page), in the site's two button styles.
 */
export function QuoteAndBook({ quote, book }: { quote: string; book?: string }) {
  const { paths, booking } = useCopy();
  return (
    <>
      <ButtonLink to={paths.contact}>{quote}</ButtonLink>
      <ButtonLink to={paths.book} variant="outline">
        {book ?? booking.cta.book}
      </ButtonLink>
    </>
  );
}
