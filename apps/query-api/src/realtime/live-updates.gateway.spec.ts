import { INFRASTRUCTURE } from '@app/infrastructure/http';
import { type INestApplication, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { LiveUpdatesGateway } from './live-updates.gateway';

/**
 * The gateway alone, on a read store slow enough that the token runs out while its handshake is
 * still being checked: the expiry timer then fires at once, and must still close the socket (a
 * disconnect socket.io received before the socket was connected would be ignored).
 */
describe('LiveUpdatesGateway', () => {
  let app: INestApplication;
  let url: string;
  const admissionMs = 300;
  const tokenLifeMs = 50;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    const infrastructure = {
      config: { publicUrl: 'http://127.0.0.1' },
      accessTokens: { verify: async () => ({ userId: 'u1', sessionId: 's1', expiresAt: Date.now() + tokenLifeMs }) },
      readStore: {
        get: () => new Promise((resolve) => setTimeout(() => resolve({ id: 'u1', customer_id: null }), admissionMs)),
      },
      sessionRevocations: { isRevoked: () => false, onRevoked: () => () => undefined },
      liveUpdates: { subscribe: async () => async () => undefined },
    };
    @Module({ providers: [LiveUpdatesGateway, { provide: INFRASTRUCTURE, useValue: infrastructure }] })
    class GatewayOnlyModule {}
    app = await NestFactory.create(GatewayOnlyModule, new FastifyAdapter(), { logger: false });
    await app.listen(0, '127.0.0.1');
    url = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await app.close();
  });

  it('closes a socket whose token ran out during admission, once it is connected', async () => {
    const socket = io(url, { path: '/socket.io', transports: ['websocket'], auth: { token: 'any' }, reconnection: false });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    const reason = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('socket outlived its token')), 3000);
      socket.once('disconnect', (why) => {
        clearTimeout(timer);
        resolve(why);
      });
    });
    expect(reason).toBe('io server disconnect');
  });
});
