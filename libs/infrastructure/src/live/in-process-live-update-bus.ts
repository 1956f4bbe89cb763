import { EventEmitter } from 'node:events';
import type { LiveUpdate, LiveUpdateBus } from './live-updates.port';

export class InProcessLiveUpdateBus implements LiveUpdateBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  async publish(updates: LiveUpdate[]): Promise<void> {
    for (const update of updates) this.emitter.emit('update', update);
  }

  async subscribe(listener: (update: LiveUpdate) => void): Promise<() => Promise<void>> {
    this.emitter.on('update', listener);
    return async () => {
      this.emitter.off('update', listener);
    };
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}
