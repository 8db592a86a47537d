/** Rate-limit counters shared by every process (see rate-limit-store.ts). */
export interface RateLimitCountersTable {
  key: string;
  hits: number;
  /** Milliseconds since the epoch; PostgreSQL returns bigint as a string. */
  resetsAt: number | string;
}

/** One row per scheduled job: who runs it now and when it is due next (see jobs.ts). */
export interface JobLeasesTable {
  name: string;
  holder: string | null;
  leaseUntil: string;
  nextRunAt: string;
}
