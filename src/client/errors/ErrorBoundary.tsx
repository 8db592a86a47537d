import { Component, type ErrorInfo, type ReactNode } from 'react';

/** The last resort when a screen throws while rendering. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unexpected Application Error!', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-2xl font-semibold text-red-800">Unexpected Application Error!</h1>
        <p className="mt-4 text-slate-700">{this.state.error.message}</p>
        <a
          href="/"
          className="mt-8 inline-block rounded-md bg-brand-800 px-5 py-2.5 font-semibold text-white"
        >
          Return to Home
        </a>
      </div>
    );
  }
}
