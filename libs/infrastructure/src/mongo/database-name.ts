/** The database MongoDB adapters use when the connection string names none. */
const DEFAULT_DATABASE = 'insights';

/** The database named in a MongoDB connection string (`mongodb://host/name?...`), read models and files alike. */
export function databaseNameOf(url: string): string {
  const name = /^mongodb(?:\+srv)?:\/\/[^/?]*\/([^?]*)/.exec(url)?.[1];
  return name ? decodeURIComponent(name) : DEFAULT_DATABASE;
}
