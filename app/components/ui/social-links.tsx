import { company } from "~/content/company";
import { SocialIcon } from "./social-icon";

const sizes = {
  small: { link: "size-8 hover:bg-white/10 hover:text-amber-400", icon: "size-4" },
  large: { link: "size-10 bg-white/10 text-white hover:bg-amber-400 hover:text-navy-950", icon: "size-5" },
} as const;

/** The company's social profiles as icon links (they open in a new tab). */
export function SocialLinks({
  size = "small",
  className = "",
  label,
  newTab,
}: {
  size?: keyof typeof sizes;
  className?: string;
  /** The list's name ("Social media"). */
  label: string;
  /** A link's name for screen readers: "<network> (opens in a new tab)". */
  newTab: (network: string) => string;
}) {
  const s = sizes[size];
  return (
    <ul className={`flex items-center gap-2 ${className}`} aria-label={label}>
      {company.social.map((link) => (
        <li key={link.network}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            className={`flex items-center justify-center rounded-full ${s.link}`}
          >
            <SocialIcon network={link.network} className={s.icon} />
            <span className="sr-only">{newTab(link.network)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
