import { bootServer } from './boot-server';

/** `npm start`: the whole product in one process (see boot-server.ts). */
bootServer().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
