import {
  addressOf,
  type AnswerOf,
  type Contract,
  type Endpoint,
  type InputOf,
} from '../../shared/contract.ts';
import type { ApiPath } from './api-path.ts';
import { apiFetch } from './client.ts';

/** An operation's input: optional when every part of it is. */
type Args<C extends Contract> = object extends InputOf<C> ? [input?: InputOf<C>] : [input: InputOf<C>];

/** A call's input, and what may cancel it. */
type CallArgs<C extends Contract> =
  object extends InputOf<C> ? [input?: InputOf<C> & Cancel] : [input: InputOf<C> & Cancel];
interface Cancel {
  signal?: AbortSignal;
}

/** One API operation, typed by its contract. */
export interface Operation<C extends Contract> {
  readonly endpoint: Endpoint;
  /** Calls it; resolves with its success answer, rejects with an ApiRequestError otherwise. */
  call(...args: CallArgs<C>): Promise<AnswerOf<C>>;
  /** A read's address, carrying its answer type (for useApiQuery, and the key of a page's data). */
  address(...args: Args<C>): ApiPath<AnswerOf<C>>;
}

/** The contracts of a set (a domain's contract module may hold other things beside them). */
type ContractsOf<S> = { [K in keyof S as S[K] extends Contract ? K : never]: Extract<S[K], Contract> };

/**
 * A domain's operations, typed by its contract module without loading it: the client imports the
 * endpoints (no schemas, so no zod) and only the type of the contracts.
 *   const events = operations<typeof eventsContract>(EVENTS);
 *   await events.update.call({ params: { id }, body });
 */
export function operations<S>(endpoints: {
  [K in keyof ContractsOf<S>]: Endpoint<ContractsOf<S>[K]['method'], ContractsOf<S>[K]['path']>;
}): { [K in keyof ContractsOf<S>]: Operation<ContractsOf<S>[K]> } {
  const bound: Record<string, Operation<Contract>> = {};
  for (const [name, endpoint] of Object.entries(endpoints) as [string, Endpoint][]) {
    // A set may carry more than endpoints (a collection's envelopes).
    if (typeof endpoint !== 'object' || !('method' in endpoint)) continue;
    bound[name] = {
      endpoint,
      call: (input?: { params?: object; query?: object; body?: unknown; signal?: AbortSignal }) =>
        apiFetch(addressOf(endpoint, input), {
          method: endpoint.method,
          body: input?.body,
          signal: input?.signal,
        }),
      address: (input?: { params?: object; query?: object }) => addressOf(endpoint, input) as ApiPath<never>,
    } as Operation<Contract>;
  }
  return bound as { [K in keyof ContractsOf<S>]: Operation<ContractsOf<S>[K]> };
}
