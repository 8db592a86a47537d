import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FAQ_CATEGORIES, faqSchema, type Faq, type FaqInput } from '../../shared/faqs.ts';
import { failureReason } from '../api/failure-reason.ts';
import { applyFieldErrors } from '../api/field-errors.ts';
import { ErrorBanner } from '../auth/ErrorBanner.tsx';
import { FormActions } from '../components/ui/FormActions.tsx';
import { FormField, fieldA11y, inputClass } from '../components/ui/FormField.tsx';
import { createFaq, updateFaq } from './api.ts';

const FIELDS = ['category', 'question', 'answer'] as const;

export function FaqForm({
  faq,
  onSaved,
  onCancel,
}: {
  faq: Faq | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FaqInput>({
    resolver: zodResolver(faqSchema),
    defaultValues: {
      category: faq?.category ?? FAQ_CATEGORIES[0],
      question: faq?.question ?? '',
      answer: faq?.answer ?? '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      if (faq) await updateFaq(faq.id, values);
      else await createFaq(values);
      onSaved();
    } catch (error) {
      applyFieldErrors<FaqInput>(error, FIELDS, setError);
      setServerError(`Failed to ${faq ? 'update' : 'add'} FAQ: ${failureReason(error)}`);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <ErrorBanner message={serverError} />
      <FormField id="faq-category" label="Category" error={errors.category?.message}>
        <select
          {...register('category')}
          {...fieldA11y('faq-category', errors.category?.message)}
          className={inputClass}
        >
          {FAQ_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id="faq-question" label="Question" error={errors.question?.message}>
        <input
          {...register('question')}
          {...fieldA11y('faq-question', errors.question?.message)}
          className={inputClass}
        />
      </FormField>
      <FormField id="faq-answer" label="Answer" error={errors.answer?.message}>
        <textarea
          {...register('answer')}
          {...fieldA11y('faq-answer', errors.answer?.message)}
          rows={6}
          className={inputClass}
        />
      </FormField>
      <FormActions
        onCancel={onCancel}
        submitting={isSubmitting}
        editing={faq !== null}
        addLabel="Add Question"
      />
    </form>
  );
}
