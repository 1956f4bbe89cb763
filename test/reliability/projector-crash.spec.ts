import { SqlEventStore } from '@app/infrastructure/event-store';
import { SqlReadStore } from '@app/infrastructure/read-store';
import { PostgresClient } from '@app/infrastructure/sql';
import { usersProjection } from '@app/projectors/identity/users/users.projection';
import { customersProjection } from '@app/projectors/organisations/customers/customers.projection';
import type { ChildProcess } from 'node:child_process';
import { stopChild as stop } from '../support/child-apps';
import { CrashBattery, caughtUp, liveAndRebuilt } from '../support/crash-battery';

/** The read models of the identity and organisations contexts. */
const allProjections = [usersProjection, customersProjection];

/**
 * The battery of SECURITY.md "Events and data": under a steady load of commands, the projector
 * process is killed (SIGKILL, no chance to clean up) again and again and restarted. Afterwards every
 * acknowledged command's event is in the store, and the read models equal a rebuild from position 0:
 * nothing lost, nothing applied twice.
 */
describe('killing the projector under load', () => {
  let battery: CrashBattery;
  let commandApi: ChildProcess;
  let projector: ChildProcess | null = null;

  beforeAll(async () => {
    battery = await CrashBattery.open();
    commandApi = await battery.start('command-api');
  });

  afterAll(async () => {
    await stop(projector, 'SIGKILL');
    await stop(commandApi, 'SIGTERM');
    await battery.close();
  });

  async function memberWithOrganisation(index: number) {
    const client = await battery.verifiedClient(`crash${index}@battery.test`, String(index));
    expect(
      (await client.post('/api/customers/api', { name: `Battery ${index}`, namespace: `battery${index}`, acceptAllUsers: false })).status,
    ).toBe(201);
    return client;
  }

  it('loses no acknowledged event and applies none twice', async () => {
    // The projectors send the verification mails (their mail reactor).
    projector = await battery.start('projectors');
    const clients = await Promise.all([0, 1, 2, 3, 4, 5].map(memberWithOrganisation));

    const acknowledged: number[] = [];
    let running = true;
    const load = Promise.all(
      clients.map(async (client, index) => {
        for (let n = 0; running; n += 1) {
          const response = await client.put('/api/user/api', { firstName: `Crash-${index}-${n}`, language: n % 2 ? 'fr' : 'ja' });
          expect(response.status).toBe(200);
          acknowledged.push(Number(response.headers.get('x-consistency-position')));
        }
      }),
    );
    for (let kill = 0; kill < 6; kill += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250 + Math.random() * 400));
      await stop(projector, 'SIGKILL');
      projector = await battery.start('projectors');
    }
    running = false;
    await load;

    const sql = new PostgresClient(battery.database.url, 2);
    try {
      const eventStore = new SqlEventStore(sql);
      const readStore = new SqlReadStore(sql);
      const all = await eventStore.readAll(0, 1_000_000);
      const positions = new Set(all.map((event) => event.position));
      expect(acknowledged.length).toBeGreaterThan(50);
      expect(acknowledged.filter((position) => !positions.has(position))).toEqual([]);

      const head = all[all.length - 1].position;
      expect(await caughtUp(readStore, allProjections, head)).toBe(head);
      await stop(projector, 'SIGTERM');
      projector = null;

      const customers = await readStore.find<{ _position: number; members: number }>('customers', {});
      expect(customers.map((customer) => customer.members)).toEqual([1, 1, 1, 1, 1, 1]);
      const { live, rebuilt } = await liveAndRebuilt(eventStore, readStore, allProjections);
      expect(rebuilt).toBe(live);
    } finally {
      await sql.close();
    }
    // Six kills and restarts, and the projectors mailing the six sign-ups: slow on a busy machine.
  }, 120_000);
});
