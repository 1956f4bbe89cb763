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

  describe('file store', () => {
    it('defaults to the local directory, and to GridFS with MONGODB_URL', () => {
      expect(loadConfig({}).files).toEqual({ kind: 'local' });
      expect(loadConfig({ MONGODB_URL: 'mongodb://m/x' }).files).toEqual({ kind: 'gridfs', url: 'mongodb://m/x' });
    });

    it('chooses S3 when S3_BUCKET is set, even beside MONGODB_URL, with us-east-1 and virtual-host style by default', () => {
      expect(loadConfig({ S3_BUCKET: 'uploads', MONGODB_URL: 'mongodb://m/x' }).files).toEqual({
        kind: 's3',
        bucket: 'uploads',
        region: 'us-east-1',
        endpoint: null,
        forcePathStyle: false,
      });
    });

    it('reads an S3-compatible endpoint, its region and path style', () => {
      const config = loadConfig({
        FILE_STORE: 's3',
        S3_BUCKET: ' uploads ',
        S3_REGION: 'eu-west-3',
        S3_ENDPOINT: 'http://minio:9000',
        S3_FORCE_PATH_STYLE: 'true',
      });
      expect(config.files).toEqual({
        kind: 's3',
        bucket: 'uploads',
        region: 'eu-west-3',
        endpoint: 'http://minio:9000',
        forcePathStyle: true,
      });
    });

    it('lets FILE_STORE override the defaults', () => {
      expect(loadConfig({ FILE_STORE: 'local', MONGODB_URL: 'mongodb://m/x', S3_BUCKET: 'uploads' }).files).toEqual({ kind: 'local' });
      expect(loadConfig({ FILE_STORE: 'gridfs', MONGODB_URL: 'mongodb://m/x', S3_BUCKET: 'uploads' }).files).toEqual({
        kind: 'gridfs',
        url: 'mongodb://m/x',
      });
    });

    it('refuses at start a choice that lacks what it needs, or a value it does not know', () => {
      expect(() => loadConfig({ FILE_STORE: 's3' })).toThrow('FILE_STORE=s3 needs S3_BUCKET');
      expect(() => loadConfig({ FILE_STORE: 'gridfs' })).toThrow('FILE_STORE=gridfs needs MONGODB_URL');
      expect(() => loadConfig({ FILE_STORE: 'S3 ' })).toThrow('FILE_STORE must be local, gridfs or s3, got "S3"');
      expect(() => loadConfig({ S3_BUCKET: 'uploads', S3_FORCE_PATH_STYLE: 'yes' })).toThrow('S3_FORCE_PATH_STYLE must be true or false');
      expect(() => loadConfig({ S3_BUCKET: 'uploads', S3_ENDPOINT: 'minio:9000' })).toThrow('S3_ENDPOINT must be an http(s) URL');
    });
  });
});
