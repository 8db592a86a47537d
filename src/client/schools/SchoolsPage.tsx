import { useApiQuery } from '../transport/data-cache.tsx';
import { failure } from '../transport/failure.ts';
import { PageHeading } from '../components/ui/PageHeading.tsx';
import { StatusMessage } from '../components/ui/StatusMessage.tsx';
import { schools as schoolCollection } from './api.ts';
import { SchoolCard } from './SchoolCard.tsx';

export default function SchoolsPage() {
  // A failed load is only logged (as every failure is); the page shows its empty state.
  const { data, loading } = useApiQuery(
    schoolCollection.list.path,
    failure.serverFirst('Failed to fetch schools'),
  );

  const schools = data ?? [];
  return (
    <>
      <PageHeading title="Schools" subtitle="Elementary, middle and high schools serving our community" />
      <div className="mx-auto max-w-7xl px-4 pb-12">
        {loading && !data ? (
          <StatusMessage>Loading schools...</StatusMessage>
        ) : schools.length === 0 ? (
          <StatusMessage>No schools found in the community.</StatusMessage>
        ) : (
          <div className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
            {schools.map((school) => (
              <SchoolCard key={school.id} school={school} />
            ))}
          </div>
        )}
      </div>
    </>
  );
}
