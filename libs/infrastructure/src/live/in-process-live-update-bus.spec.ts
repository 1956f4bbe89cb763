import { InProcessLiveUpdateBus } from './in-process-live-update-bus';
import { liveUpdateBusContract } from './live-update-bus.contract';

liveUpdateBusContract('in-process', async () => {
  const bus = new InProcessLiveUpdateBus();
  return { publisher: bus, subscriber: bus, dispose: () => bus.close() };
});
