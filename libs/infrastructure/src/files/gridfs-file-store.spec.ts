import { MongoDBContainer } from '@testcontainers/mongodb';
import { MongoClient } from 'mongodb';
import { describeWithContainers } from '../../../../test/support/containers';
import { fileStoreContract } from './file-store.contract';
import { GridFsFileStore } from './gridfs-file-store';

const IMAGE = process.env.TEST_MONGODB_IMAGE ?? 'mongo:7';

// Pulling and starting the image can take longer than the default timeout.
jest.setTimeout(240_000);

describeWithContainers('GridFS adapter', () => {
  fileStoreContract('MongoDB GridFS', async () => {
    const container = await new MongoDBContainer(IMAGE).start();
    // The member advertises its in-container host name: connect to it directly.
    const url = `${container.getConnectionString()}/insights_files_test?directConnection=true`;
    const store = new GridFsFileStore(url);
    // A second client only to count what the buckets hold, partial uploads' chunks included.
    const inspector = new MongoClient(url);
    const db = inspector.db();
    const collections = ['files.files', 'files.chunks', 'artefacts.files', 'artefacts.chunks'];
    return {
      store,
      storedCount: async () => {
        const counts = await Promise.all(collections.map((name) => db.collection(name).countDocuments()));
        return counts.reduce((sum, count) => sum + count, 0);
      },
      dispose: async () => {
        await inspector.close();
        await store.close();
        await container.stop();
      },
    };
  });
});
