import { Icon } from "~/components/ui/icon";
import { useCopy } from "~/lib/rendering/use-copy";

/**
 * The office's number as a call link (`tel:`), in the page's language's line: the header, the phone
 * menu, the booking page and a booking's own page all call through this one.
 */
export function PhoneLink({
  className,
  icon,
}: {
  className: string;
  /** The phone icon's classes, when it shows one. */ icon?: string;
}) {
  const { phone } = useCopy();
  return (
    <a href={phone.href} className={className}>
      {icon ? (
        <>
          <Icon name="phone" className={icon} /> {phone.display}
        </>
      ) : (
        phone.display
      )}
    </a>
  );
}
