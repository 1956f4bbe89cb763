export * from './job-requests';
