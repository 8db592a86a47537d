import {
  FAQ_ANSWER_MIN,
  FAQ_CATEGORIES,
  FAQ_QUESTION_MIN,
  faqInputSchema,
  type Faq,
} from '../../shared/faqs/faqs.ts';
import { failure } from '../transport/failure.ts';
import { Field } from '../components/forms/Field.tsx';
import type { StaffFormProps } from '../components/staff/EditorModal.tsx';
import { StaffForm } from '../components/forms/StaffForm.tsx';
import { useStaffForm } from '../components/forms/useStaffForm.ts';
import { faqs } from './api.ts';

export function FaqForm({ item: faq, onSaved, onCancel }: StaffFormProps<Faq>) {
  const form = useStaffForm({
    idPrefix: 'faq',
    schema: faqInputSchema,
    defaultValues: {
      category: faq?.category ?? FAQ_CATEGORIES[0],
      question: faq?.question ?? '',
      answer: faq?.answer ?? '',
    },
    item: faq,
    writes: faqs,
    failed: {
      add: failure.withReason('Failed to add FAQ: {reason}'),
      edit: failure.withReason('Failed to update FAQ: {reason}'),
    },
    onSaved,
  });

  return (
    <StaffForm form={form} onCancel={onCancel} addLabel="Add Question">
      <Field form={form} name="category" label="Category" control="select">
        {FAQ_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {category}
          </option>
        ))}
      </Field>
      <Field
        form={form}
        name="question"
        label="Question"
        hint={`More than ${FAQ_QUESTION_MIN} characters.`}
      />
      <Field
        form={form}
        name="answer"
        label="Answer"
        control="textarea"
        rows={6}
        hint={`More than ${FAQ_ANSWER_MIN} characters.`}
      />
    </StaffForm>
  );
}
