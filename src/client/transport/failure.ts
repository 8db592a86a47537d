import { ApiRequestError, errorMessage } from './client.ts';

type Rule = 'text' | 'server-first' | 'with-reason' | 'with-refusal';

/**
 * What a screen shows when a call fails. Each screen declares its own words for each failure (the
 * product's texts, word for word) and whether the server's reason goes with them; `failureText` is
 * the only code that turns an error into what the visitor reads.
 */
export interface Failure {
  readonly rule: Rule;
  readonly text: string;
}

export const failure = {
  /** These words alone. */
  text: (text: string): Failure => ({ rule: 'text', text }),
  /** The server's own message when it sent one, otherwise these words. */
  serverFirst: (text: string): Failure => ({ rule: 'server-first', text }),
  /**
   * These words with the reason in place of `{reason}`: the server's message, else the browser's
   * (a network failure), else "Unknown error". For example "Failed to add FAQ: {reason}".
   */
  withReason: (template: `${string}{reason}${string}`): Failure => ({ rule: 'with-reason', text: template }),
  /**
   * These words, then the server's message when it refused the request on purpose (a 4xx, say
   * "This is the last admin account..."), so staff know what to do; a breakdown adds nothing.
   */
  withRefusal: (text: string): Failure => ({ rule: 'with-refusal', text }),
};

function serverMessage(error: unknown): string | null {
  return error instanceof ApiRequestError ? errorMessage(error.body) : null;
}

/** The text a failure shows under its screen's rule. The error itself goes to the console. */
export function failureText(failed: Failure, error: unknown): string {
  console.error(error);
  return describeFailure(failed, error);
}

/** The text alone: for a refusal the page was rendered with, which is the address's fault, not a fault to log. */
export function describeFailure({ rule, text }: Failure, error: unknown): string {
  const server = serverMessage(error);
  switch (rule) {
    case 'text':
      return text;
    case 'server-first':
      return server ?? text;
    case 'with-reason': {
      const reason = server ?? (error instanceof Error && error.message ? error.message : 'Unknown error');
      return text.replace('{reason}', reason);
    }
    case 'with-refusal': {
      const refused = error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
      return refused && server ? `${text} ${server}` : text;
    }
  }
}
