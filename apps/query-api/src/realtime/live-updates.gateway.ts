import type { Infrastructure } from '@app/infrastructure';
import { INFRASTRUCTURE } from '@app/infrastructure/http';
import type { LiveUpdate } from '@app/infrastructure/live';
import { Inject, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { type OnGatewayInit, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import type { UserDocument } from '../shared/members';
import { framesOf, organisationRoom, userRoom } from './live-update-frames';

const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/**
 * socket.io on /socket.io. The handshake must carry a valid access token of an open session and an
 * existing user (and, from a browser, our own Origin); only the server puts a socket into its
 * organisation's room, so a socket hears nothing of other organisations. A socket is closed when
 * its session ends.
 */
@WebSocketGateway({ path: '/socket.io', serveClient: false, cors: false })
export class LiveUpdatesGateway implements OnGatewayInit, OnModuleInit, OnModuleDestroy {
  @WebSocketServer() private server!: Server;
  private readonly logger = new Logger('LiveUpdates');
  private unsubscribe: (() => Promise<void>) | null = null;
  private stopWatchingRevocations: (() => void) | null = null;
  /** The updates heard since the last send: sent together once the bus has delivered its batch. */
  private pending: LiveUpdate[] = [];

  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: Infrastructure) {}

  afterInit(server: Server): void {
    server.use((socket, next) => {
      this.admit(socket).then(
        () => next(),
        () => next(new Error('unauthorized')),
      );
    });
  }

  async onModuleInit(): Promise<void> {
    this.unsubscribe = await this.infrastructure.liveUpdates.subscribe((update) => this.deliver(update));
    this.stopWatchingRevocations = this.infrastructure.sessionRevocations.onRevoked((sessionId) =>
      this.server.in(sessionRoom(sessionId)).disconnectSockets(true),
    );
  }

  async onModuleDestroy(): Promise<void> {
    this.stopWatchingRevocations?.();
    await this.unsubscribe?.();
  }

  private allowedOrigin(origin: string | undefined, host: string | undefined): boolean {
    if (!origin) return true; // not a browser: no cross-site risk
    const own = new URL(this.infrastructure.config.publicUrl).origin;
    return origin === own || (host !== undefined && (origin === `http://${host}` || origin === `https://${host}`));
  }

  private async admit(socket: Socket): Promise<void> {
    const { headers, auth } = socket.handshake;
    if (!this.allowedOrigin(headers.origin, headers.host)) throw new Error('origin');
    const token = typeof auth?.token === 'string' ? auth.token : null;
    const claims = token ? await this.infrastructure.accessTokens.verify(token) : null;
    if (!claims) throw new Error('token');
    const user = await this.infrastructure.readStore.get<UserDocument>('users', claims.userId);
    if (!user) throw new Error('user');
    // Checked after the last wait: a session that ended meanwhile had no socket in its room to close.
    if (this.infrastructure.sessionRevocations.isRevoked(claims.sessionId)) throw new Error('session');
    socket.data.userId = claims.userId;
    // A socket lives no longer than the token that opened it; the client reconnects with a fresh one.
    const expiry = setTimeout(() => socket.disconnect(true), Math.max(0, claims.expiresAt - Date.now()));
    // The socket keeps the process alive, not its expiry: a socket admitted while the server was
    // closing never disconnects, and its timer must not hold a stopping process for 15 minutes.
    expiry.unref();
    socket.once('disconnect', () => clearTimeout(expiry));
    await socket.join([userRoom(claims.userId), sessionRoom(claims.sessionId)]);
    if (user.customer_id) await socket.join(organisationRoom(user.customer_id));
  }

  private deliver(update: LiveUpdate): void {
    if (update.type === 'UserJoinedOrganisation' && update.streamId.startsWith('user-')) {
      // The new member's open sockets join the room before the news is sent to it.
      this.server.in(userRoom(update.streamId.slice('user-'.length))).socketsJoin(organisationRoom(update.organisationId));
    }
    // Under load the projectors announce a hundred events at once: one frame per room instead of
    // one per update spares each socket most of its writes. setImmediate runs once the bus has
    // handed over everything it received in this turn, so nothing waits longer than that.
    if (this.pending.length === 0) setImmediate(() => this.send());
    this.pending.push(update);
  }

  private send(): void {
    const frames = framesOf(this.pending);
    this.pending = [];
    for (const { room, updates } of frames) this.server.to(room).emit('updates', updates);
  }
}
