// React picks its development or production build when it is first imported, and a module's static
// imports run before its body; so the mode is set here first and the server is loaded after it.
// React's server renderer is several times faster in production mode; `npm run dev` says development.
process.env.NODE_ENV ??= 'production';
await import('./start.ts');

export {};
