export * from './views';
export * from './comment-views';
export * from './insights.projection';
export * from './changelog-runs';
export * from './writeup-views';
