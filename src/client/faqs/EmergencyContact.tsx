import { Mail, Phone, Siren } from 'lucide-react';
import { useCommunity } from '../community/CommunityProvider.tsx';
import { cardClass } from '../components/ui/Card.tsx';

/** The property manager's contacts, first thing on the FAQ page. */
export function EmergencyContact() {
  const community = useCommunity();
  return (
    <section aria-labelledby="emergency-heading" className={cardClass('danger')}>
      <h2 id="emergency-heading" className="flex items-center gap-2 text-xl font-semibold">
        <Siren aria-hidden="true" size={22} /> Emergency Contact
      </h2>
      <p className="mt-2">{community.emergencyContact}</p>
      <dl className="mt-4 grid gap-3 sm:grid-cols-3">
        <div>
          <dt className="text-sm font-medium text-red-900">Property Manager</dt>
          <dd className="font-semibold">{community.managerName}</dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-red-900">Phone</dt>
          <dd>
            <a
              href={`tel:${community.managerPhone.replace(/[^\d+]/g, '')}`}
              className="inline-flex items-center gap-1.5 font-semibold underline"
            >
              <Phone aria-hidden="true" size={16} />
              {community.managerPhone}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-red-900">Email</dt>
          <dd>
            <a
              href={`mailto:${community.managerEmail}`}
              className="inline-flex items-center gap-1.5 font-semibold break-all underline"
            >
              <Mail aria-hidden="true" size={16} />
              {community.managerEmail}
            </a>
          </dd>
        </div>
      </dl>
    </section>
  );
}
