import { loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to the embedded store on port 3000 under ./data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect([config.databaseUrl, config.eventStoreConnectionString, config.mongodbUrl, config.redisUrl, config.smtpUrl]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(config.kafkaBrokers).toEqual([]);
  });

  it('reads the production adapters and a comma-separated broker list', () => {
    const config = loadConfig({
      KAFKA_BROKERS: ' kafka-1:9092, kafka-2:9092 ,',
      MONGODB_URL: 'mongodb://m/x',
      PUBLIC_URL: 'https://app.example.com/',
    });
    expect(config.kafkaBrokers).toEqual(['kafka-1:9092', 'kafka-2:9092']);
    expect(config.mongodbUrl).toBe('mongodb://m/x');
    expect(config.publicUrl).toBe('https://app.example.com');
  });

  it('refuses to run in production without a strong JWT secret, and rejects bad numbers', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('JWT_SECRET must be set');
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow('at least 32 characters');
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be a non-negative integer');
  });
});
