export * from './views';
export * from './insights.projection';
