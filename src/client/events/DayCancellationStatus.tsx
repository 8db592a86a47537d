/** What the last cancel or restore did (a polite status) or why it failed (an alert). */
export function DayCancellationStatus({ done, error }: { done: string | null; error: string | null }) {
  return (
    <>
      <p role="status" className="text-sm font-medium text-brand-900 empty:hidden">
        {done}
      </p>
      {error && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
    </>
  );
}
