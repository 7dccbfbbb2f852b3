import { useQuery } from '@tanstack/react-query';
import { publicConfigResponseSchema } from '@dodam/contracts';
import { apiRequest } from '@/lib/api/client';

/** The public settings the status screens need: mail delivery and the admin contact (issue 22). */
export const usePublicConfig = () =>
  useQuery({
    queryKey: ['public', 'config'],
    queryFn: () => apiRequest('/public/config', { schema: publicConfigResponseSchema, auth: 'none' }),
    staleTime: 60_000,
  });
