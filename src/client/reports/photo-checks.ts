import {
  REPORT_MAX_PHOTOS,
  REPORT_PHOTO_MAX_MB,
  REPORT_PHOTO_TYPES,
  REPORT_PHOTOS_TOTAL_MB,
} from '../../shared/reports/reports.ts';

const MB = 1024 * 1024;

/** What the browser can tell is wrong with the chosen photos before sending (the server checks the bytes again). */
export function photoProblem(files: readonly File[]): string | null {
  if (files.length > REPORT_MAX_PHOTOS) return `Choose at most ${REPORT_MAX_PHOTOS} photos.`;
  if (files.some((file) => !(REPORT_PHOTO_TYPES as readonly string[]).includes(file.type)))
    return 'Only JPEG, PNG and WebP photos can be added to a report.';
  if (files.some((file) => file.size > REPORT_PHOTO_MAX_MB * MB))
    return `Each photo can be at most ${REPORT_PHOTO_MAX_MB} MB.`;
  if (files.reduce((total, file) => total + file.size, 0) > REPORT_PHOTOS_TOTAL_MB * MB)
    return `The photos together can be at most ${REPORT_PHOTOS_TOTAL_MB} MB.`;
  return null;
}
