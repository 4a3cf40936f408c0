import { Icon } from "./icon";
import { socialGlyphs, type SocialIconName } from "./icons";

const isGlyph = (name: string): name is SocialIconName => name in socialGlyphs;

/** A social network's glyph, by the network's name in company.ts ("Facebook"). */
export function SocialIcon({ network, className = "size-4" }: { network: string; className?: string }) {
  const name = network.toLowerCase();
  return isGlyph(name) ? <Icon name={name} className={className} /> : null;
}
