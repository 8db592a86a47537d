import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import type { PageRefusal } from '../../shared/page-state.ts';
import type { ApiPath } from './api-path.ts';
import { ApiRequestError, apiFetch } from './client.ts';
import { describeFailure, failure, failureText, type Failure } from './failure.ts';

/** API responses the server rendered the page with, keyed by GET path; each is used once. */
export class DataCache {
  readonly #entries: Map<string, unknown>;
  readonly #missing: Set<string>;
  readonly #refused: Map<string, PageRefusal>;

  constructor(
    initial: Record<string, unknown>,
    missing: string[] = [],
    refused: Record<string, PageRefusal> = {},
  ) {
    this.#entries = new Map(Object.entries(initial));
    this.#missing = new Set(missing);
    this.#refused = new Map(Object.entries(refused));
  }

  /** The server read this path for the page: its answer, a 404 or a refusal is here. */
  has(path: string): boolean {
    return this.#entries.has(path) || this.#missing.has(path) || this.#refused.has(path);
  }

  /** The server's read of this path was refused (400): the error the page was rendered with. */
  refusal(path: string): ApiRequestError | undefined {
    const refused = this.#refused.get(path);
    return refused && new ApiRequestError(refused.status, refused.message, { message: refused.message });
  }

  /** The server read this path for the page and found nothing there (404). */
  isMissing(path: string): boolean {
    return this.#missing.has(path);
  }

  peek(path: string): unknown {
    return this.#entries.get(path);
  }

  /** After hydration the entry is stale: a later visit to the page fetches afresh. */
  forget(path: string): void {
    this.#entries.delete(path);
    this.#missing.delete(path);
    this.#refused.delete(path);
  }
}

const DataCacheContext = createContext<DataCache>(new DataCache({}));

export function DataCacheProvider({
  initial,
  missing,
  refused,
  children,
}: {
  initial: Record<string, unknown>;
  missing?: string[];
  refused?: Record<string, PageRefusal>;
  children: ReactNode;
}) {
  const [cache] = useState(() => new DataCache(initial, missing, refused));
  return <DataCacheContext.Provider value={cache}>{children}</DataCacheContext.Provider>;
}

export interface ApiQuery<T> {
  /** The last data received; kept while a reload is in flight. */
  data: T | undefined;
  error: string | null;
  /** Nothing is at the path (the API answered 404): a page about one record shows the 404 page. */
  missing: boolean;
  loading: boolean;
  /** True when `data` answers the path asked for now (perhaps while a reload of it runs), not an earlier one. */
  current: boolean;
  reload: () => void;
}

interface Result<T> {
  key: string | null;
  data: T | undefined;
  error: string | null;
  missing?: boolean;
}

const LOAD_FAILED = failure.serverFirst('Failed to load');

/**
 * Reads a GET path. Data the server rendered the page with is used as is (so hydration matches);
 * otherwise it is fetched after mount, with `loading` true until it arrives. `error` is the
 * screen's declared text for a failed load.
 */
export function useApiQuery<T>(path: ApiPath<T> | null, loadFailed: Failure = LOAD_FAILED): ApiQuery<T> {
  const cache = useContext(DataCacheContext);
  const [version, setVersion] = useState(0);
  const key = path === null ? null : `${version}:${path}`;
  const [result, setResult] = useState<Result<T>>(() => {
    if (path === null || !cache.has(path)) return { key: null, data: undefined, error: null };
    const refusal = cache.refusal(path);
    return {
      key: `0:${path}`,
      data: cache.peek(path) as T | undefined,
      error: refusal ? describeFailure(loadFailed, refusal) : null,
      missing: cache.isMissing(path),
    };
  });

  useEffect(() => {
    if (path === null || key === null) return;
    if (result.key === key) {
      cache.forget(path);
      return;
    }
    const controller = new AbortController();
    apiFetch<T>(path, { signal: controller.signal }).then(
      (data) => setResult({ key, data, error: null }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setResult({
            key,
            data: undefined,
            error: failureText(loadFailed, error),
            missing: error instanceof ApiRequestError && error.status === 404,
          });
      },
    );
    return () => controller.abort();
    // The result is read only to skip data that is already here; re-running on it would loop.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const current =
    path !== null && result.key !== null && result.key.slice(result.key.indexOf(':') + 1) === path;
  return {
    data: result.data,
    error: result.error,
    missing: result.missing ?? false,
    loading: key !== null && result.key !== key,
    current,
    reload,
  };
}
