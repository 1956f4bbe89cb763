export * from './apply-events';
export * from './derived-id';
export * from './processor';
export * from './processor-runner';
export * from './projection';
export * from './projection-processor';
export * from './state-at';
