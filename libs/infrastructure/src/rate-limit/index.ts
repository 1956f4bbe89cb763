export * from './login-attempts';
export * from './paced-turns';
export * from './rate-limiter';
