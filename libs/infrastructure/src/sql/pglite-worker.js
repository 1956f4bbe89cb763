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

/**
 * Runs the requests one at a time, those someone waits on (a command's append, a query) before
 * queued background ones (read-model writes, `background` set): under load the appends no longer
 * queue behind the projectors' writes. Each message is only queued on arrival; the queue is worked
 * through after the thread has taken in every message waiting (setImmediate runs after the
 * messages of a loop turn), and looked at again after each statement.
 */
function serve(opened) {
  const waitedOn = [];
  const background = [];
  // Set from the moment a statement is scheduled until it has answered: one statement at a time.
  let busy = false;
  const schedule = () => {
    if (busy) return;
    busy = true;
    setImmediate(next);
  };
  async function next() {
    const message = waitedOn.length > 0 ? waitedOn.shift() : background.shift();
    await handle(opened, message);
    busy = false;
    if (waitedOn.length > 0 || background.length > 0) schedule();
  }
  parentPort.on('message', (message) => {
    // Closing waits for whatever was asked before it.
    (message.background || message.kind === 'close' ? background : waitedOn).push(message);
    schedule();
  });
}

async function handle(opened, message) {
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
}
