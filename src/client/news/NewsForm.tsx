import { useEffect, type BaseSyntheticEvent } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { MAX } from '../../shared/limits.ts';
import { isAlert } from '../../shared/news/alerts.ts';
import { NEWS_TYPE_CHOICES, newsInputSchema, type NewsItem } from '../../shared/news/news.ts';
import { failure } from '../transport/failure.ts';
import { Field } from '../components/forms/Field.tsx';
import type { StaffFormProps } from '../components/staff/EditorModal.tsx';
import { StaffForm } from '../components/forms/StaffForm.tsx';
import { useStaffForm } from '../components/forms/useStaffForm.ts';
import { ImageUpload } from '../uploads/ImageUpload.tsx';
import { useApiQuery } from '../transport/data-cache.tsx';
import { ANNOUNCE_QUESTION, ANNOUNCE_WARNING, announceBlocker } from '../../shared/announcements.ts';
import { announcementAudiencePath, announcementListPath } from '../announcements/api.ts';
import { news, newsItemById } from './api.ts';
import { AttachmentPicker } from './AttachmentPicker.tsx';
import { useConfirm, type ConfirmQuestion } from '../components/ui/useConfirm.tsx';

/** The site's dialog for ANNOUNCE_QUESTION: "Email" goes ahead, Cancel (first in focus) does not. */
export const ANNOUNCE_CONFIRMATION: ConfirmQuestion = { question: ANNOUNCE_QUESTION, confirmLabel: 'Email' };

/** The create/edit form of the news modal. */
export function NewsForm({ item, onSaved, onCancel }: StaffFormProps<NewsItem>) {
  const form = useStaffForm({
    idPrefix: 'news',
    schema: newsInputSchema,
    mode: 'onTouched',
    defaultValues: {
      title: item?.title ?? '',
      description: item?.description ?? '',
      type: item?.type ?? '',
      image: item?.image ?? null,
      link: item?.link ?? '',
      date: item?.date ?? '',
      body: '',
      showUntil: item?.showUntil ?? '',
      // An edit sends its list only once the stored one is read (the list leaves attachments out),
      // so a save before that keeps the stored attachments.
      attachments: item ? undefined : [],
      announce: false,
    },
    item,
    writes: news,
    failed: {
      add: failure.serverFirst('Failed to create news'),
      edit: failure.text('Failed to update news.'),
    },
    onSaved,
  });
  const descriptionLength = (useWatch({ control: form.control, name: 'description' }) ?? '').trim().length;
  const alert = isAlert(useWatch({ control: form.control, name: 'type' }));
  // The list leaves bodies out: an item's body is read with the item itself. Until it arrives the
  // field is disabled, so a save in the meantime leaves the stored body as it is.
  const stored = useApiQuery(item ? newsItemById(item.id) : null);
  const bodyLoaded = item === null || stored.data !== undefined;
  const { resetField } = form;
  useEffect(() => {
    if (!stored.data) return;
    resetField('body', { defaultValue: stored.data.body ?? '' });
    resetField('attachments', { defaultValue: stored.data.attachments.map((document) => document.id) });
  }, [stored.data, resetField]);
  // An item is emailed once (the server answers 409 after that), so the choice is offered until then.
  const announcements = useApiQuery(announcementListPath);
  const announced = item !== null && announcements.data?.items.some((a) => a.newsId === item.id);
  const announceShown = announcements.data !== undefined && !announced;
  // An email that would reach no one (no mail server, no subscriber) is not offered: the item keeps
  // its one announce, and the form says why instead.
  const audience = useApiQuery(announceShown ? announcementAudiencePath : null);
  const blocker = audience.data ? announceBlocker(audience.data) : null;

  // Mail cannot be called back: once the fields are valid, "Email this to subscribers" asks first,
  // in the site's dialog (docs/product/site.md, "Confirmations").
  const confirm = useConfirm();
  const submit = {
    ...form,
    onSubmit: async (event?: BaseSyntheticEvent) => {
      event?.preventDefault();
      if (form.getValues('announce')) {
        if (!(await form.trigger())) return;
        if (!(await confirm.ask(ANNOUNCE_CONFIRMATION))) return;
      }
      await form.onSubmit();
    },
  };

  return (
    <StaffForm form={submit} onCancel={onCancel} addLabel="Create" editLabel="Update">
      <Field form={form} name="title" label="Title" maxLength={MAX.title} />
      <Field
        form={form}
        name="description"
        label="Description (content)"
        control="textarea"
        rows={4}
        maxLength={MAX.newsDescription}
        hint={`${descriptionLength}/${MAX.newsDescription} characters (at least 50)`}
      />
      <Field
        form={form}
        name="body"
        label="Body (optional)"
        control="textarea"
        rows={8}
        maxLength={MAX.newsBody}
        disabled={!bodyLoaded}
        hint={
          <>
            The whole notice, shown on the item&apos;s page and in the email. A blank line starts a new
            paragraph; *italic*, **bold**, [link text](https://...), and lines starting with - or 1. make a
            list.
          </>
        }
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          form={form}
          name="type"
          label="Type"
          maxLength={MAX.newsType}
          list="news-type-choices"
          autoComplete="off"
          hint="Choose alert, update, event, meeting or maintenance, or type your own; alert marks a safety alert."
        />
        <datalist id="news-type-choices">
          {NEWS_TYPE_CHOICES.map((choice) => (
            <option key={choice} value={choice} />
          ))}
        </datalist>
        <Field form={form} name="date" label="Date" type="date" hint="Leave empty for today." />
        {alert && (
          <Field
            form={form}
            name="showUntil"
            label="Show on the home page until"
            type="date"
            hint="Leave empty for 7 days after the date."
          />
        )}
      </div>
      <Field
        form={form}
        name="link"
        label="Link"
        type="url"
        inputMode="url"
        placeholder="https://"
        maxLength={MAX.newsLink}
      />
      <Controller
        control={form.control}
        name="attachments"
        render={({ field, fieldState }) => (
          <div>
            <AttachmentPicker
              // Mounted again once the stored item arrives, starting from its list.
              key={stored.data ? 'stored' : 'waiting'}
              idPrefix="news"
              initial={stored.data?.attachments ?? []}
              disabled={!bodyLoaded}
              onChange={field.onChange}
            />
            {fieldState.error && <p className="text-sm text-red-700">{fieldState.error.message}</p>}
          </div>
        )}
      />
      <Controller
        control={form.control}
        name="image"
        render={({ field, fieldState }) => (
          <div>
            <ImageUpload label="Image" value={field.value ?? null} onChange={field.onChange} />
            {fieldState.error && <p className="text-sm text-red-700">{fieldState.error.message}</p>}
          </div>
        )}
      />
      {announceShown && blocker && (
        <p
          id="news-announce-warning"
          className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
        >
          {ANNOUNCE_WARNING[blocker]}
        </p>
      )}
      {announceShown && audience.data && !blocker && (
        <div>
          <label className="flex items-center gap-2 font-medium text-slate-800">
            <input
              type="checkbox"
              className="size-4 accent-brand-800"
              aria-describedby="news-announce-hint"
              {...form.register('announce')}
            />
            Email this to subscribers
          </label>
          <p id="news-announce-hint" className="ml-6 text-sm text-slate-600">
            Everyone on the news by email list gets the title, the text and a link to the item, once.
          </p>
        </div>
      )}
      {confirm.dialog}
    </StaffForm>
  );
}
