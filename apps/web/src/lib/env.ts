// The only module that reads Vite's import.meta.env: Jest maps it to env.jest.ts.
export const env = {
  apiBaseUrl: '/api',
  isDevelopment: import.meta.env.DEV,
} as const;
