export * from './access-tokens';
export * from './jwt-secret';
export * from './link-secrets';
export * from './password-hasher';
export * from './secret-tokens';
export * from './session-revocations';
