import { ClipboardCheck, FileText, Send } from 'lucide-react';
import { Link } from '../app/router.tsx';
import { useApiQuery } from '../transport/data-cache.tsx';
import { failure } from '../transport/failure.ts';
import { useCommunity } from '../community/CommunityProvider.tsx';
import { buttonClass } from '../components/ui/buttons.ts';
import { ExternalLink } from '../components/ui/ExternalLink.tsx';
import { MultiAccordion } from '../components/ui/MultiAccordion.tsx';
import { PageHeading } from '../components/ui/PageHeading.tsx';
import { ListState } from '../components/ui/ListState.tsx';
import { links as linkCollection } from '../links/api.ts';
import { cardClass } from '../components/ui/Card.tsx';

const EXTERIOR_WORK = [
  'fences',
  'decks',
  'arbors',
  'sheds',
  'playhouses',
  'gazebos',
  'satellite dishes',
  'roofs',
  'painting',
  'significant landscaping',
];

function ArchitecturalGuidelines() {
  const community = useCommunity();
  return (
    <div className="space-y-4">
      <p>
        All exterior work needs the committee&apos;s approval before it starts. This includes{' '}
        {EXTERIOR_WORK.slice(0, -1).join(', ')} and {EXTERIOR_WORK.at(-1)}.
      </p>
      <p>
        <ExternalLink href={community.accApplicationFormUrl}>
          <FileText aria-hidden="true" size={16} />
          ACC application form (PDF)
        </ExternalLink>
      </p>
      <p>
        The architectural guidelines and the committee&apos;s forms are in the{' '}
        <Link to="/documents?category=architectural" className="font-semibold text-brand-800 underline">
          document library
        </Link>
        .
      </p>
      <p>
        Building additions and the removal of trees larger than five inches in diameter also need a permit
        from {community.cityName}. See the{' '}
        <ExternalLink href={community.cityUrl}>{community.cityName} website</ExternalLink> and its{' '}
        <ExternalLink href={community.cityPermitsUrl}>permits page</ExternalLink>.
      </p>
    </div>
  );
}

function RulesAndRegulations() {
  const { data, error, loading } = useApiQuery(
    linkCollection.list.path,
    failure.text('Failed to load links.'),
  );
  const links = data ?? [];
  return (
    <div className="space-y-4">
      <p>
        The committee enforces the covenants, conditions and restrictions (CC&amp;Rs) and the rules and
        regulations of the association. Read them here:
      </p>
      <ListState
        error={error}
        loading={loading && !data}
        loadingText="Loading links..."
        empty={links.length === 0 ? 'No ACC links available.' : null}
      >
        <ul className="list-disc space-y-2 pl-6">
          {links.map((link) => (
            <li key={link.id}>
              <ExternalLink href={link.link}>{link.title}</ExternalLink>
            </li>
          ))}
        </ul>
      </ListState>
    </div>
  );
}

export default function AccPage() {
  return (
    <>
      <PageHeading
        title="Architectural Control Committee (ACC)"
        subtitle="Important resources and guidelines for homeowners"
      />
      <div className="mx-auto max-w-7xl px-4 pb-12">
        <div className="max-w-4xl space-y-8">
          <section aria-labelledby="acc-objectives" className={cardClass('brand')}>
            <h2 id="acc-objectives" className="flex items-center gap-2 text-xl font-semibold">
              <ClipboardCheck aria-hidden="true" size={22} /> Main objectives of the ACC
            </h2>
            <ul className="mt-3 list-disc space-y-1 pl-6">
              <li>Maintain architectural guidelines.</li>
              <li>Enforce the covenants, conditions and restrictions, plus the rules and regulations.</li>
            </ul>
          </section>
          <section aria-labelledby="acc-online" className={cardClass()}>
            <h2 id="acc-online" className="flex items-center gap-2 text-xl font-semibold text-brand-950">
              <Send aria-hidden="true" size={20} /> Submit a request online
            </h2>
            <p className="mt-3">
              Approved residents submit their requests here, with plans and photos, and follow each one to the
              committee&apos;s decision: every step is mailed to you, and the decision letter is yours to
              download.
            </p>
            <p className="mt-4">
              <Link to="/acc/requests" className={buttonClass.primary}>
                Submit a request online
              </Link>
            </p>
            <p className="mt-4 text-sm text-slate-700">
              Not an approved resident yet? Sign in (or create an account), then give your home address on
              your account page and ask to be approved as a resident; an admin of the association confirms it.
            </p>
          </section>
          <MultiAccordion
            sections={[
              {
                id: 'guidelines',
                title: 'Maintain Architectural Guidelines',
                content: <ArchitecturalGuidelines />,
              },
              { id: 'rules', title: 'Enforce Rules & Regulations', content: <RulesAndRegulations /> },
            ]}
          />
        </div>
      </div>
    </>
  );
}
