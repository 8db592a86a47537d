import type { PublicUser } from '../../shared/auth.ts';
import { apiFetch } from '../api/client.ts';

export const fetchMe = (signal?: AbortSignal) => apiFetch<PublicUser>('/api/auth/me', { signal });
