/** What sign-up, a username change and an email change answer when another account has the value. */
export const TAKEN_MESSAGES = {
  email: 'An account with this email already exists',
  username: 'This username is already taken',
} as const;
