/** Articles of this type (any case) are safety alerts: red top border and a "Safety Alert" badge. */
export function isAlert(type: string | null | undefined): boolean {
  return type?.trim().toLowerCase() === 'alert';
}
