import { lazy, type ComponentType } from 'react';

/** A component whose code is its own chunk, loaded on first render or earlier by `preload()`. */
export type Preloadable<P extends object> = ComponentType<P> & { preload: () => Promise<void> };

const everyPreloadable = new Set<() => Promise<void>>();

/**
 * Like React.lazy, but once its code has loaded (by `preload()` or a first render) it renders
 * synchronously. The server preloads every one of them before rendering (`preloadAll`), so a page
 * and its forms are rendered whole; the browser preloads the page it hydrates, so hydration does
 * not wait, and a form inside a Suspense boundary hydrates when its chunk arrives (the server's
 * HTML stays on screen meanwhile). React.lazy alone would suspend on every first render, which
 * the server's renderToString answers with the fallback.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
    }));
  everyPreloadable.add(preload);
  const Pending = lazy(async () => {
    await preload();
    return { default: loaded! };
  });
  function Loaded(props: P) {
    const Component = loaded ?? Pending;
    return <Component {...props} />;
  }
  return Object.assign(Loaded, { preload });
}

/**
 * Loads every preloadable component, including those declared by modules that loading others
 * brought in (a page's lazy form), until no new one appears. The server calls it at start-up.
 */
export async function preloadAll(): Promise<void> {
  let done = 0;
  while (everyPreloadable.size > done) {
    done = everyPreloadable.size;
    await Promise.all([...everyPreloadable].map((preload) => preload()));
  }
}
