import { FAQ_CATEGORIES } from '../../shared/faqs/categories.ts';
import type { Faq } from '../../shared/faqs/faqs.ts';
import { useApiQuery } from '../transport/data-cache.tsx';
import { failure } from '../transport/failure.ts';
import { ListState } from '../components/ui/ListState.tsx';
import { MultiAccordion } from '../components/ui/MultiAccordion.tsx';
import { PageHeading } from '../components/ui/PageHeading.tsx';
import { faqs as faqCollection } from './api.ts';
import { EmergencyContact } from './EmergencyContact.tsx';

function QuestionList({ faqs }: { faqs: Faq[] }) {
  if (faqs.length === 0) return <p className="text-slate-600">No questions in this category yet.</p>;
  return (
    <dl className="space-y-5">
      {faqs.map((faq) => (
        <div key={faq.id}>
          <dt className="font-semibold text-slate-900">{faq.question}</dt>
          <dd className="mt-1 whitespace-pre-line">{faq.answer}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function FaqPage() {
  const { data, error, loading } = useApiQuery(faqCollection.list.path, failure.text('Failed to load FAQs'));
  const faqs = data ? faqCollection.list.items(data) : [];

  return (
    <>
      <PageHeading
        title="Community Information"
        subtitle="Answers to common questions from residents. Please check here before contacting the property manager."
      />
      <div className="mx-auto max-w-7xl px-4 pb-12">
        <div className="max-w-4xl space-y-8">
          <EmergencyContact />
          <ListState
            error={error}
            loading={loading && !data}
            empty={faqs.length === 0 ? 'There are no questions yet.' : null}
          >
            <MultiAccordion
              sections={FAQ_CATEGORIES.map((category) => ({
                id: category,
                title: category,
                content: <QuestionList faqs={faqs.filter((faq) => faq.category === category)} />,
              }))}
            />
          </ListState>
        </div>
      </div>
    </>
  );
}
