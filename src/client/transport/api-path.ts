declare const answer: unique symbol;

/**
 * A GET path of the API that carries the type of its JSON answer. Only a domain's api.ts makes
 * them (with `apiPath`), so a screen cannot read a path as a shape the server does not send.
 */
export type ApiPath<Answer> = string & { readonly [answer]: Answer };

export const apiPath = <Answer>(path: string) => path as ApiPath<Answer>;
