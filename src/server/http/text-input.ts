import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { FORBIDDEN_CHARACTER_MESSAGE, hasForbiddenCharacter } from '../../shared/text-rules.ts';
import { HttpError } from './errors.ts';

/** Where a value sits in a request part: its key and its parent's place (null at the top). */
interface Place {
  key: string;
  parent: Place | null;
}

function dotted(place: Place | null): string {
  const keys: string[] = [];
  for (let at = place; at; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

/**
 * The dotted path (`note.deep.1`) of the first string in a value that breaks the shared character
 * rule, a key or a value, or null. Walks with a stack of its own and builds a path only for the
 * offender: a 1 MB JSON body may nest far deeper than the call stack allows.
 */
export function forbiddenTextPath(value: unknown): string | null {
  const pending: { value: unknown; place: Place | null }[] = [{ value, place: null }];
  while (pending.length > 0) {
    const { value: current, place } = pending.pop()!;
    if (typeof current === 'string') {
      if (hasForbiddenCharacter(current)) return dotted(place);
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    const entries = Object.entries(current);
    // Pushed in reverse, so the first offending field in document order is the one reported.
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const [key, item] = entries[i]!;
      const child = { key, parent: place };
      if (hasForbiddenCharacter(key)) return dotted(child);
      pending.push({ value: item, place: child });
    }
  }
  return null;
}

const checkText: preValidationAsyncHookHandler = async (request: FastifyRequest) => {
  for (const part of [request.params, request.query, request.body]) {
    const path = forbiddenTextPath(part);
    if (path !== null) {
      throw new HttpError(400, FORBIDDEN_CHARACTER_MESSAGE, [{ path, message: FORBIDDEN_CHARACTER_MESSAGE }]);
    }
  }
};

/**
 * Applies the character rule to every route, present and future: the check is appended to each
 * route's own preValidation hooks as it is declared, so it runs after the route's guard (a caller
 * without the role still gets 401/403) and before its schema. No route can forget it.
 */
export function refuseForbiddenText(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const own = route.preValidation;
    const hooks = own === undefined ? [] : Array.isArray(own) ? own : [own];
    route.preValidation = [...hooks, checkText] as typeof route.preValidation;
  });
}
