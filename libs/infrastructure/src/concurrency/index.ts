export * from './bounded-work-queue';
