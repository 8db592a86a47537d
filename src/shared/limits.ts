/**
 * Maximum lengths shared by the server's validation and the client's forms: every string a client
 * sends has one, so no request can store an unbounded value.
 */
export const MAX = {
  name: 200,
  title: 200,
  email: 254,
  username: 20,
  url: 2048,
  newsLink: 100,
  newsDescription: 200,
  newsType: 15,
  newsBody: 20000,
  /** Library documents one news item may list. */
  newsAttachments: 10,
  faqQuestion: 500,
  text: 5000,
  password: 128,
  address: 200,
} as const;

export const MIN = {
  password: 6,
  username: 4,
  contactMessage: 20,
  newsDescription: 50,
} as const;

/** Session lifetime, also the lifetime of the client's cookie copy of the token. */
export const SESSION_DAYS = 7;
