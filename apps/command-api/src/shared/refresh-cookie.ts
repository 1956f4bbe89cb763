import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '@app/infrastructure/config';

/**
 * The refresh token lives only in an HttpOnly, SameSite=Strict cookie. Over https it takes the
 * `__Host-` prefix (Secure, Path=/, no Domain); on plain-http localhost it is scoped to /api/auth.
 */
function cookieSettings(config: AppConfig) {
  const secure = config.publicUrl.startsWith('https://');
  return secure
    ? { name: '__Host-refresh', options: { httpOnly: true, secure: true, sameSite: 'strict' as const, path: '/' } }
    : { name: 'refresh', options: { httpOnly: true, secure: false, sameSite: 'strict' as const, path: '/api/auth' } };
}

export function setRefreshCookie(reply: FastifyReply, config: AppConfig, token: string): void {
  const { name, options } = cookieSettings(config);
  void reply.setCookie(name, token, { ...options, maxAge: config.refreshTokenTtlDays * 86_400 });
}

export function clearRefreshCookie(reply: FastifyReply, config: AppConfig): void {
  const { name, options } = cookieSettings(config);
  void reply.clearCookie(name, options);
}

export function readRefreshCookie(request: FastifyRequest, config: AppConfig): string | null {
  return request.cookies?.[cookieSettings(config).name] ?? null;
}
