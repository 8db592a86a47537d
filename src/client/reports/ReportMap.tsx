import { useRef, useState, type KeyboardEvent } from 'react';
import { Crosshair, MapPin } from 'lucide-react';
import type { ReportLocation, ReportStatus } from '../../shared/reports/reports.ts';
import { Link } from '../app/router.tsx';
import { useCommunity } from '../community/CommunityProvider.tsx';
import { centreOn } from '../components/map/map-view.ts';
import { MapControls, usePanZoom } from '../components/map/PanZoom.tsx';
import { describePoint, movePinCursor, pointOnMap } from './pin-keys.ts';

/** A report on the map: a list item, a detail or an item of GET /api/reports/pins. */
export interface MapReport {
  id: string;
  reference: string;
  title: string;
  status?: ReportStatus;
  location: ReportLocation | null;
}

const pinStyle = (point: ReportLocation, zoom: number) => ({
  left: `${point.x * 100}%`,
  top: `${point.y * 100}%`,
  // The pin's point sits on the spot and keeps its size whatever the zoom.
  transform: `translate(-50%, -100%) scale(${1 / zoom})`,
  transformOrigin: '50% 100%',
});

/**
 * The community map image (the one the home page shows) with reports as pins, each a link to the
 * report named by its reference and title. Given `onPlace`, it also takes a pin of its own: a tap
 * or click on the map places it, or with the map focused the arrow keys move a cross (Shift: five
 * times further) and Enter or Space places the pin there. Zoom and drag as on the home page.
 * Locations are fractions of the image's width and height, as the API stores them.
 */
export function ReportMap({
  reports = [],
  value = null,
  onPlace,
  label,
  pinLabel = 'Your pin',
}: {
  reports?: readonly MapReport[];
  value?: ReportLocation | null;
  onPlace?: (point: ReportLocation) => void;
  /** What the map shows, said to screen readers ("Open maintenance reports"). */
  label: string;
  /** What the placed pin is, when it is not the visitor's (a report's own pin on its page). */
  pinLabel?: string;
}) {
  const community = useCommunity();
  const layer = useRef<HTMLDivElement>(null);
  const placing = onPlace !== undefined;
  const [cursor, setCursor] = useState<ReportLocation>(value ?? { x: 0.5, y: 0.5 });
  const [focused, setFocused] = useState(false);
  const [said, setSaid] = useState('');

  const place = (point: ReportLocation) => {
    setCursor(point);
    onPlace?.(point);
    setSaid(`${pinLabel} placed ${describePoint(point)}.`);
  };
  const onTap = (clientX: number, clientY: number) => {
    const box = layer.current?.getBoundingClientRect();
    const point = box ? pointOnMap(clientX, clientY, box) : null;
    if (placing && point) place(point);
  };
  const { frame, view, setView, size, dragging, zoom, reset, onMapKey, pointer } = usePanZoom(
    placing ? onTap : undefined,
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return; // a pin's own keys
    if (!placing || event.altKey || event.ctrlKey || event.metaKey) {
      onMapKey(event);
      return;
    }
    const moved = movePinCursor(cursor, event.key, event.shiftKey);
    if (moved) {
      event.preventDefault();
      setCursor(moved);
      setView((v) => centreOn(v, moved, size()));
      setSaid(`Cross at ${describePoint(moved)}. Press Enter to place the pin.`);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      place(cursor);
    } else {
      onMapKey(event, { arrows: false });
    }
  };

  const instructions = placing
    ? 'Click or tap the map to place the pin, or use the arrow keys to move the cross (Shift for larger steps) and press Enter to place it. Drag to move the map; plus or minus to zoom, 0 to reset.'
    : 'Drag or use the arrow keys to move the map; plus or minus to zoom, 0 to reset. Tab to reach the pins.';
  const pinned = reports.filter((report) => report.location !== null);

  return (
    <div className="space-y-3">
      <MapControls view={view} zoom={zoom} reset={reset} />
      <div
        ref={frame}
        tabIndex={0}
        role="group"
        aria-roledescription="map"
        aria-label={`${label}. ${instructions}`}
        data-zoom={view.zoom}
        {...pointer}
        onKeyDown={onKeyDown}
        onFocus={(event) => setFocused(event.target === event.currentTarget)}
        onBlur={() => setFocused(false)}
        className={`relative touch-none select-none overflow-hidden rounded-xl bg-slate-100 ring-1 ring-slate-200 focus:outline-none focus-visible:ring-4 focus-visible:ring-brand-700/50 ${
          dragging ? 'cursor-grabbing' : placing ? 'cursor-crosshair' : 'cursor-grab'
        }`}
      >
        <div
          ref={layer}
          className="relative"
          style={{
            transform: `translate(${view.x}px, ${view.y}px) scale(${view.zoom})`,
            transition: dragging ? 'none' : 'transform 150ms ease-out',
          }}
        >
          <img
            src={community.mapImage}
            alt={`Map of the ${community.name} neighbourhood`}
            width={1200}
            height={800}
            draggable={false}
            className="block h-auto w-full"
          />
          {pinned.map((report) => (
            <Link
              key={report.id}
              to={`/reports/${encodeURIComponent(report.id)}`}
              aria-label={`${report.reference}: ${report.title}`}
              title={`${report.reference}: ${report.title}`}
              data-report-pin={report.reference}
              className="absolute block rounded-full text-red-700 drop-shadow focus:outline-none focus-visible:ring-4 focus-visible:ring-brand-700"
              style={pinStyle(report.location as ReportLocation, view.zoom)}
            >
              <MapPin aria-hidden="true" size={32} fill="white" strokeWidth={2.5} />
            </Link>
          ))}
          {value && (
            <span
              role="img"
              aria-label={`${pinLabel}, ${describePoint(value)}`}
              data-placed-pin={`${value.x},${value.y}`}
              className="pointer-events-none absolute block text-brand-800 drop-shadow"
              style={pinStyle(value, view.zoom)}
            >
              <MapPin aria-hidden="true" size={36} fill="currentColor" stroke="white" strokeWidth={1.5} />
            </span>
          )}
          {placing && focused && (
            <span
              aria-hidden="true"
              data-pin-cursor={`${cursor.x},${cursor.y}`}
              className="pointer-events-none absolute block text-slate-900"
              style={{
                left: `${cursor.x * 100}%`,
                top: `${cursor.y * 100}%`,
                transform: `translate(-50%, -50%) scale(${1 / view.zoom})`,
              }}
            >
              <Crosshair size={28} strokeWidth={2.5} />
            </span>
          )}
        </div>
      </div>
      {placing && (
        <p className="sr-only" aria-live="polite">
          {said}
        </p>
      )}
    </div>
  );
}
