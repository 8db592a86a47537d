/**
 * The sign-in form's "Forgot password?" works before the page's code has loaded (a slow phone, a
 * click during hydration): it submits a plain GET form with this id to /login?forgot=1, which the
 * server renders with the reset panel open.
 */
export const FORGOT_PASSWORD_FORM_ID = 'forgot-password-request';
export const FORGOT_PASSWORD_PARAM = 'forgot';
