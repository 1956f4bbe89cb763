// Stand-in for env.ts under Jest, which cannot parse import.meta.
export const env = {
  apiBaseUrl: '/api',
  isDevelopment: false,
} as const;
