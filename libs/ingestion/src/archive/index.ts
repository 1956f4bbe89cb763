export * from './inspect-archive';
