import type { AdminAccess } from '@sanchay/core';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';

/** GET /api/admin/access: 200 for an admin, 403 (with the server's message) for anyone else. */
export function useAdminAccess(enabled: boolean) {
  return useQuery({
    queryKey: ['user', 'admin-access'],
    queryFn: ({ signal }) => apiFetch<AdminAccess>('/api/admin/access', { signal }),
    enabled,
    retry: false,
    staleTime: 5 * 60_000,
  });
}
