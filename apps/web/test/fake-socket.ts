import type { LiveUpdate } from '../src/lib/live-update-hub';
import { startLiveUpdates, type LiveSocket } from '../src/lib/socket';

/** A socket.io client stand-in: tests play the server's side by emitting to it. */
export class FakeSocket implements LiveSocket {
  private readonly connectListeners: Array<() => void> = [];
  private readonly updateListeners: Array<(updates: LiveUpdate[]) => void> = [];
  private readonly errorListeners: Array<(error: Error) => void> = [];
  private readonly disconnectListeners: Array<(reason: string) => void> = [];
  disconnected = false;
  constructor(readonly token: string) {}
  on(event: 'connect', listener: () => void): this;
  on(event: 'updates', listener: (updates: LiveUpdate[]) => void): this;
  on(event: 'connect_error', listener: (error: Error) => void): this;
  on(event: 'disconnect', listener: (reason: string) => void): this;
  on(event: 'connect' | 'updates' | 'connect_error' | 'disconnect', listener: (payload: never) => void): this {
    if (event === 'connect') this.connectListeners.push(listener as () => void);
    else if (event === 'updates') this.updateListeners.push(listener as (updates: LiveUpdate[]) => void);
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
  emit(event: 'updates', updates: LiveUpdate[]): void;
  emit(event: 'connect' | 'updates', updates?: LiveUpdate[]): void {
    if (event === 'connect') this.connectListeners.forEach((listener) => listener());
    else this.updateListeners.forEach((listener) => listener(updates!));
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
