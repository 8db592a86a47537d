import { Link } from '../../app/router.tsx';

/** The 404 page: an unknown address, or an event or news item that does not exist. */
export default function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-7xl font-extrabold text-brand-800">404</p>
      <h1 className="mt-4 text-2xl font-semibold text-slate-900">Oops! Page not found</h1>
      <Link
        to="/"
        className="mt-8 rounded-md bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-900"
      >
        Return to Home
      </Link>
    </div>
  );
}
