import { FAQ_CATEGORIES } from '../../shared/faqs/faqs.ts';
import { failure } from '../transport/failure.ts';
import { AdminPage } from '../components/layout/AdminPage.tsx';
import { EditorModal } from '../components/staff/EditorModal.tsx';
import { AddButton, RowActions } from '../components/staff/StaffButtons.tsx';
import { StaffList } from '../components/staff/StaffList.tsx';
import { useStaffCollection } from '../components/staff/useStaffCollection.ts';
import { faqs } from './api.ts';
import { FaqForm } from './FaqForm.tsx';
import { sectionHeadingClass } from '../components/ui/Section.tsx';

export default function FaqsAdminPage() {
  const staff = useStaffCollection({
    collection: faqs,
    thing: 'FAQ',
    loadFailed: failure.text('Failed to load FAQs'),
    deleteFailed: failure.text('Failed to delete FAQ'),
  });

  return (
    <AdminPage
      title="Manage FAQs"
      actions={<AddButton onClick={() => staff.edit('new')}>Add New Question</AddButton>}
    >
      <StaffList
        staff={staff}
        className="space-y-6"
        empty={staff.items.length === 0 ? 'There are no questions yet.' : null}
      >
        {FAQ_CATEGORIES.map((category) => {
          const inCategory = staff.items.filter((faq) => faq.category === category);
          if (inCategory.length === 0) return null;
          return (
            <section key={category} aria-label={category} className="space-y-3">
              <h2 className={sectionHeadingClass}>{category}</h2>
              <ul className="space-y-3">
                {inCategory.map((faq) => (
                  <li key={faq.id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                    <div className="flex flex-wrap items-start justify-between gap-3">
                      <h3 className="font-semibold text-slate-900">{faq.question}</h3>
                      <RowActions
                        name={faq.question}
                        onEdit={() => staff.edit(faq)}
                        onDelete={() => void staff.remove(faq)}
                      />
                    </div>
                    <p className="mt-2 whitespace-pre-line text-slate-700">{faq.answer}</p>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </StaffList>
      <EditorModal staff={staff} titles={{ add: 'Add New Question', edit: 'Edit Question' }} Form={FaqForm} />
    </AdminPage>
  );
}
