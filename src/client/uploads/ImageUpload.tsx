import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { ImageOff, Upload } from 'lucide-react';
import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES } from '../../shared/uploads.ts';
import { failure, failureText } from '../transport/failure.ts';
import { buttonClass } from '../components/ui/buttons.ts';
import { uploadImage, type UploadHandle } from './api.ts';
import { Button } from '../components/ui/Button.tsx';

const UPLOAD_FAILED = failure.serverFirst('Failed to upload the image. Please try again.');

type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; percent: number }
  | { phase: 'done' }
  | { phase: 'error'; message: string };

/**
 * A labelled image picker that uploads the chosen file at once (POST /api/uploads) with a visible
 * progress bar, previews the stored image and hands its URL to the form. Used by every form that
 * stores an image (news items, board members).
 */
export function ImageUpload({
  value,
  onChange,
  label,
}: {
  value: string | null;
  onChange: (url: string | null) => void;
  label: string;
}) {
  const id = useId();
  const inputId = `${id}-file`;
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const handle = useRef<UploadHandle | null>(null);
  const input = useRef<HTMLInputElement>(null);

  // A form closed mid-upload must not set state on an unmounted component.
  useEffect(() => () => handle.current?.abort(), []);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (file.size > MAX_UPLOAD_BYTES) {
      setState({ phase: 'error', message: 'The image is too large; the limit is 5 MB' });
      event.target.value = '';
      return;
    }
    handle.current?.abort();
    setState({ phase: 'uploading', percent: 0 });
    const current = uploadImage(file, (percent) =>
      setState((s) => (s.phase === 'uploading' ? { phase: 'uploading', percent } : s)),
    );
    handle.current = current;
    try {
      const url = await current.done;
      onChange(url);
      setState({ phase: 'done' });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setState({ phase: 'error', message: failureText(UPLOAD_FAILED, error) });
    } finally {
      if (handle.current === current) handle.current = null;
      if (input.current) input.current.value = '';
    }
  };

  const percent = state.phase === 'uploading' ? state.percent : state.phase === 'done' ? 100 : null;

  return (
    <div className="space-y-2">
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="flex flex-wrap items-start gap-4">
        {value ? (
          <img
            src={value}
            alt="Current image"
            width={96}
            height={96}
            className="h-24 w-24 shrink-0 rounded-md border border-slate-200 object-cover"
          />
        ) : (
          <div
            aria-hidden="true"
            className="flex h-24 w-24 shrink-0 items-center justify-center rounded-md border border-dashed border-slate-300 text-slate-500"
          >
            <ImageOff size={28} />
          </div>
        )}
        <div className="min-w-40 flex-1 space-y-2">
          {/* The native file input says "No file chosen" even beside an uploaded image, and its
              text is cut off on a phone: it stays the labelled, focusable control, but transparent
              over a button-like face that says what a click does. */}
          <div className="relative w-fit">
            <input
              ref={input}
              id={inputId}
              type="file"
              accept={ACCEPTED_IMAGE_TYPES.join(',')}
              onChange={onFile}
              disabled={state.phase === 'uploading'}
              aria-describedby={`${id}-hint`}
              className="peer absolute inset-0 h-full w-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
            />
            <span
              aria-hidden="true"
              className={`${buttonClass.small} peer-hover:bg-slate-50 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 peer-disabled:opacity-60`}
            >
              <Upload size={14} /> {value ? 'Replace image' : 'Choose image'}
            </span>
          </div>
          <p id={`${id}-hint`} className="text-xs text-slate-600">
            {value ? 'Image uploaded. ' : 'No image yet. '}JPEG, PNG, WebP or GIF, up to 5 MB.
          </p>
          {value && state.phase !== 'uploading' && (
            <Button variant="small" onClick={() => onChange(null)}>
              Remove image
            </Button>
          )}
        </div>
      </div>
      {percent !== null && (
        <div className="space-y-1">
          <div
            role="progressbar"
            aria-label="Upload progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={`${percent}%`}
            className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full bg-brand-700 transition-[width]" style={{ width: `${percent}%` }} />
          </div>
          <p className="text-xs text-slate-700" aria-live="polite">
            {state.phase === 'done' ? 'Upload complete' : `Uploading... ${percent}%`}
          </p>
        </div>
      )}
      {state.phase === 'error' && (
        <p role="alert" className="text-sm text-red-700">
          {state.message}
        </p>
      )}
    </div>
  );
}
