export * from './mail-delivery';
export * from './mail-effects';
export * from './mail-reactor';
export * from './mail-templates';
export * from './mailer.port';
export * from './outbox-mailer';
export * from './smtp-mailer';
