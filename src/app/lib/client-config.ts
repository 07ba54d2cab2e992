import { queryOptions } from '@tanstack/react-query';
import { apiGet } from './api-client.ts';

/** The server's settings for the app (map tile URL …), read once. */
export const clientConfigQuery = () =>
  queryOptions({ queryKey: ['clientConfig'], queryFn: () => apiGet('/api/config', {}), staleTime: Infinity });
