import { LazyForm } from '../components/lazy/LazyForm.tsx';
import { preloadable } from '../components/lazy/preloadable.tsx';

// The form's code (react-hook-form, zod and the schema) is a chunk of its own, loaded when the
// form is shown, so the pages around it stay light.
const ContactMessageForm = preloadable(
  async () => (await import('./ContactMessageForm.tsx')).ContactMessageForm,
);

/** The contact form of the home and contact pages. */
export function ContactForm({ title }: { title: string }) {
  return (
    <LazyForm>
      <ContactMessageForm title={title} />
    </LazyForm>
  );
}
