import { formatLongDay } from '../../shared/dates.ts';
import { Link } from '../app/router.tsx';
import { useToday } from '../app/today.tsx';
import { useApiQuery } from '../transport/data-cache.tsx';
import { currentAlerts } from '../news/api.ts';

/**
 * The safety alerts current today (until each one's "show until" day), at the top of the home page,
 * each linking to its item. A labelled region, not `role="alert"`: it is there when the page opens,
 * not news breaking while someone reads. Nothing at all when there is no alert or the read fails.
 */
export function HomeAlerts() {
  const today = useToday();
  const { data } = useApiQuery(currentAlerts(today));
  const alerts = data?.items ?? [];
  if (alerts.length === 0) return null;
  return (
    <section aria-labelledby="home-alerts" className="border-b-4 border-red-700 bg-red-50">
      <div className="mx-auto max-w-7xl px-4 py-4">
        <h2 id="home-alerts" className="text-lg font-bold text-red-900">
          Safety alerts
        </h2>
        <ul className="mt-2 space-y-2">
          {alerts.map((alert) => (
            <li key={alert.id} className="text-slate-900">
              <Link
                to={`/newsletter/${encodeURIComponent(alert.id)}`}
                className="font-semibold text-red-900 underline hover:text-red-950"
              >
                {alert.title}
              </Link>{' '}
              <span className="text-sm text-slate-700">
                (<time dateTime={alert.date}>{formatLongDay(alert.date)}</time>)
              </span>
              <p className="text-slate-800">{alert.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
