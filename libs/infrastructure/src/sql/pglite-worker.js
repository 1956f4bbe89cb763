// Worker thread that owns the embedded PostgreSQL (PGlite), so the database's CPU work runs beside
// the HTTP event loop instead of on it. Plain CommonJS so it loads as-is from sources and dist.
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite } = require('@electric-sql/pglite');

function serialiseError(error) {
  return { message: error?.message ?? String(error), code: error?.code, detail: error?.detail };
}

if (workerData.initialiseOnly) {
  // Creating a database (initdb) grows this thread's WebAssembly memory to some 600 MB that PGlite
  // keeps for as long as the thread lives: a new data directory is created by a thread of its own,
  // which then ends, and the database is opened by another (about 150 MB).
  PGlite.create(workerData.dataDir)
    .then((db) => db.close())
    .then(
      () => parentPort.postMessage({ initialised: true }),
      (error) => parentPort.postMessage({ error: serialiseError(error) }),
    );
} else {
  serve(PGlite.create(workerData.dataDir ?? undefined));
}

function serve(opened) {
  parentPort.on('message', async (message) => {
    let db;
    try {
      db = await opened;
    } catch (error) {
      parentPort.postMessage({ id: message.id, error: serialiseError(error) });
      return;
    }
    try {
      switch (message.kind) {
        case 'query':
          parentPort.postMessage({ id: message.id, rows: (await db.query(message.sql, message.params)).rows });
          return;
        case 'exec':
          await db.exec(message.sql);
          parentPort.postMessage({ id: message.id, rows: [] });
          return;
        case 'listen':
          await db.listen(message.channel, () => parentPort.postMessage({ notify: message.channel }));
          parentPort.postMessage({ id: message.id, rows: [] });
          return;
        case 'close':
          await db.close();
          parentPort.postMessage({ id: message.id, rows: [] });
          return;
        default:
          throw new Error(`unknown request ${message.kind}`);
      }
    } catch (error) {
      parentPort.postMessage({ id: message.id, error: serialiseError(error) });
    }
  });
}
