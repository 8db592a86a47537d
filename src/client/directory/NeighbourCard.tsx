import { Mail, MapPin, Phone } from 'lucide-react';
import { cardClass } from '../components/ui/Card.tsx';
import { TextLink } from '../components/ui/TextLink.tsx';

/** What a neighbour's card shows: the name, and each field they chose to show. */
export interface NeighbourFields {
  name: string;
  address?: string;
  email?: string;
  phone?: string;
}

/**
 * A `tel:` address for a number as people write it: its digits (and a leading +), with the
 * extension after ";ext=" (RFC 3966), so a phone dials it.
 */
export function telHref(phone: string): string {
  const [number = '', extension] = phone.split(/ext\.?|x/i);
  const digits = number.replace(/[^0-9+]/g, '');
  const ext = extension?.replace(/[^0-9]/g, '');
  return `tel:${digits}${ext ? `;ext=${ext}` : ''}`;
}

/**
 * One neighbour as the residents' directory shows them; the account page's preview shows the same
 * card from the form's values, so a resident sees exactly what neighbours will.
 */
export function NeighbourCard({
  neighbour,
  as: Element = 'li',
  headingLevel = 2,
}: {
  neighbour: NeighbourFields;
  as?: 'li' | 'div';
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { name, address, email, phone } = neighbour;
  return (
    <Element className={cardClass('plain', 'md', 'min-w-0')}>
      <Heading className="text-lg font-semibold text-brand-950 [overflow-wrap:anywhere]">{name}</Heading>
      {(address || email || phone) && (
        <ul className="mt-2 space-y-1 text-slate-800">
          {address && (
            <li className="flex items-start gap-2 [overflow-wrap:anywhere]">
              <MapPin aria-hidden="true" className="mt-0.5 shrink-0 text-brand-800" size={18} />
              <span>
                <span className="sr-only">Address: </span>
                {address}
              </span>
            </li>
          )}
          {email && (
            <li className="flex items-start gap-2 [overflow-wrap:anywhere]">
              <Mail aria-hidden="true" className="mt-0.5 shrink-0 text-brand-800" size={18} />
              <TextLink href={`mailto:${email}`}>
                <span className="sr-only">Email </span>
                {email}
              </TextLink>
            </li>
          )}
          {phone && (
            <li className="flex items-start gap-2">
              <Phone aria-hidden="true" className="mt-0.5 shrink-0 text-brand-800" size={18} />
              <TextLink href={telHref(phone)}>
                <span className="sr-only">Call </span>
                {phone}
              </TextLink>
            </li>
          )}
        </ul>
      )}
    </Element>
  );
}
