import { MongoDBContainer } from '@testcontainers/mongodb';
import { describeWithContainers } from '../../../../test/support/containers';
import { MongoReadStore, toMongoFilter, toMongoTextSearch } from './mongo-read-store';
import { readStoreContract } from './read-store.contract';

const IMAGE = process.env.TEST_MONGODB_IMAGE ?? 'mongo:7';

// Pulling and starting the image can take longer than the default timeout.
jest.setTimeout(240_000);

describe('MongoReadStore filters', () => {
  it('turns equality and membership into $eq on plain fields', () => {
    expect(toMongoFilter({ org: 'o1', domains: { contains: 'a.com' }, archived: false, deletedAt: null })).toEqual({
      org: { $eq: 'o1' },
      domains: { $eq: 'a.com' },
      archived: { $eq: false },
      deletedAt: { $type: 'null' },
    });
  });

  it('refuses operators in field names and objects as values', () => {
    expect(() => toMongoFilter({ $where: 'true' })).toThrow('Invalid field name');
    expect(() => toMongoFilter({ 'profile.name': 'x' })).toThrow('Invalid field name');
    expect(() => toMongoFilter({ name: { $ne: null } } as never)).toThrow('Invalid filter value');
    expect(() => toMongoFilter({ name: { contains: { $gt: '' } } } as never)).toThrow('Invalid filter value');
  });
});

describe('MongoReadStore text search', () => {
  it('matches the searched text literally, whatever regular-expression characters it holds', () => {
    const searched = 'a.b (1)+[x]^$|?*{2}\\/-';
    const { name } = toMongoTextSearch('name', searched) as { name: { $regex: string; $options: string } };
    expect(name.$options).toBe('i');
    const pattern = new RegExp(name.$regex, 'i');
    expect(pattern.test(`Report ${searched.toUpperCase()}.csv`)).toBe(true);
    expect(pattern.test('axb (1)+[x]^$|?*{2}\\/-')).toBe(false);
    expect(pattern.test('a.b 1+x')).toBe(false);
  });

  it('refuses field names that are not plain top-level names', () => {
    expect(() => toMongoTextSearch('$where', 'x')).toThrow('Invalid field name');
    expect(() => toMongoTextSearch('profile.name', 'x')).toThrow('Invalid field name');
  });
});

describeWithContainers('MongoDB adapter', () => {
  // mongo:7 from @testcontainers/mongodb runs as a one-member replica set, so commits use transactions.
  readStoreContract('MongoDB', async () => {
    const container = await new MongoDBContainer(IMAGE).start();
    // The member advertises its in-container host name: connect to it directly.
    const store = new MongoReadStore(`${container.getConnectionString()}/insights_test?directConnection=true`);
    return {
      store,
      dispose: async () => {
        await store.close();
        await container.stop();
      },
    };
  });
});
