import { useEffect } from 'react';
import type { School } from '../../shared/schools.ts';
import { useApiQuery } from '../api/data-cache.tsx';
import { PageHeading } from '../components/ui/PageHeading.tsx';
import { StatusMessage } from '../components/ui/StatusMessage.tsx';
import { SCHOOLS_PATH } from './api.ts';
import { SchoolCard } from './SchoolCard.tsx';

export default function SchoolsPage() {
  const { data, error, loading } = useApiQuery<School[]>(SCHOOLS_PATH, 'Failed to fetch schools');

  // The spec keeps fetch failures out of sight: logged, then the empty state.
  useEffect(() => {
    if (error) console.error(error);
  }, [error]);

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
