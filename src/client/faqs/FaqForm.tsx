import { FAQ_CATEGORIES, faqSchema, type Faq } from '../../shared/faqs.ts';
import { failure } from '../api/failure.ts';
import { Field } from '../components/forms/Field.tsx';
import { StaffForm } from '../components/forms/StaffForm.tsx';
import { useApiForm } from '../components/forms/useApiForm.ts';
import { faqs } from './api.ts';

export function FaqForm({
  faq,
  onSaved,
  onCancel,
}: {
  faq: Faq | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const form = useApiForm({
    idPrefix: 'faq',
    schema: faqSchema,
    defaultValues: {
      category: faq?.category ?? FAQ_CATEGORIES[0],
      question: faq?.question ?? '',
      answer: faq?.answer ?? '',
    },
    submit: (values) => (faq ? faqs.update(faq.id, values) : faqs.create(values)),
    failure: faq
      ? failure.withReason('Failed to update FAQ: {reason}')
      : failure.withReason('Failed to add FAQ: {reason}'),
    onDone: onSaved,
  });

  return (
    <StaffForm form={form} onCancel={onCancel} editing={faq !== null} addLabel="Add Question">
      <Field form={form} name="category" label="Category" control="select">
        {FAQ_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {category}
          </option>
        ))}
      </Field>
      <Field form={form} name="question" label="Question" />
      <Field form={form} name="answer" label="Answer" control="textarea" rows={6} />
    </StaffForm>
  );
}
