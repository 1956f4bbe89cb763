import type { LiveUpdate } from '../src/lib/live-update-hub';
import { startLiveUpdates, type LiveSocket } from '../src/lib/socket';

/** A socket.io client stand-in: tests play the server's side by emitting to it. */
export class FakeSocket implements LiveSocket {
  private readonly connectListeners: Array<() => void> = [];
  private readonly updateListeners: Array<(update: LiveUpdate) => void> = [];
  private readonly errorListeners: Array<(error: Error) => void> = [];
  private readonly disconnectListeners: Array<(reason: string) => void> = [];
  disconnected = false;
  constructor(readonly token: string) {}
  on(event: 'connect', listener: () => void): this;
  on(event: 'update', listener: (update: LiveUpdate) => void): this;
  on(event: 'connect_error', listener: (error: Error) => void): this;
  on(event: 'disconnect', listener: (reason: string) => void): this;
  on(event: 'connect' | 'update' | 'connect_error' | 'disconnect', listener: (payload: never) => void): this {
    if (event === 'connect') this.connectListeners.push(listener as () => void);
    else if (event === 'update') this.updateListeners.push(listener as (update: LiveUpdate) => void);
    else if (event === 'connect_error') this.errorListeners.push(listener as (error: Error) => void);
    else this.disconnectListeners.push(listener as (reason: string) => void);
    return this;
  }
  closedByServer() {
    this.disconnectListeners.forEach((listener) => listener('io server disconnect'));
  }
  refuse(message: string) {
    this.errorListeners.forEach((listener) => listener(new Error(message)));
  }
  emit(event: 'connect'): void;
  emit(event: 'update', update: LiveUpdate): void;
  emit(event: 'connect' | 'update', update?: LiveUpdate): void {
    if (event === 'connect') this.connectListeners.forEach((listener) => listener());
    else this.updateListeners.forEach((listener) => listener(update!));
  }
  disconnect() {
    this.disconnected = true;
  }
}

/** Starts the app's live updates on fake sockets; `sockets` lists every one opened, in order. */
export function startFakeLiveUpdates(store: Parameters<typeof startLiveUpdates>[0]) {
  const sockets: FakeSocket[] = [];
  const stop = startLiveUpdates(store, (token) => {
    const socket = new FakeSocket(token);
    sockets.push(socket);
    return socket;
  });
  return { sockets, stop };
}
