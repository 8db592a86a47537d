import { PageHeading } from '../components/ui/PageHeading.tsx';

/** Terms and privacy: paragraphs of configured text. */
export function LegalText({ title, text }: { title: string; text: string }) {
  return (
    <>
      <PageHeading title={title} width="text" />
      <div className="mx-auto max-w-3xl space-y-4 px-4 text-slate-800">
        {text.split(/\n{2,}/).map((paragraph, index) => (
          <p key={index} className="whitespace-pre-line leading-relaxed">
            {paragraph}
          </p>
        ))}
      </div>
    </>
  );
}
