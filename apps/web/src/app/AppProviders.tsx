import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AuthProvider } from '../features/auth';
import { MarketProvider } from '../features/market';
import { ColorModeProvider } from './theme/ColorModeProvider';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: 1 },
      mutations: { retry: false },
    },
  });
}

/** Shared state of the whole app: server cache, theme, signed-in user and selected market. */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ColorModeProvider>
        <AuthProvider>
          <MarketProvider>{children}</MarketProvider>
        </AuthProvider>
      </ColorModeProvider>
    </QueryClientProvider>
  );
}
