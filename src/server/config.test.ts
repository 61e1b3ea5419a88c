import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration', () => {
  it('defaults the production knobs', () => {
    const config = loadConfig({});
    expect(config.database).toMatchObject({ poolSize: 10, connectTimeoutMs: 5_000, statementTimeoutMs: 30_000 });
    expect(config.trustProxy).toBe(false);
    expect(config.rateLimitNamespace).toBe('tj-rate-limit-');
    expect(config.shutdownTimeoutMs).toBe(25_000);
  });

  it('reads the database timeouts, the rate-limit namespace and the shutdown deadline', () => {
    const config = loadConfig({
      DB_CONNECT_TIMEOUT_MS: '2000',
      DB_STATEMENT_TIMEOUT_MS: '0',
      RATE_LIMIT_NAMESPACE: 'shop-eu-',
      SHUTDOWN_TIMEOUT_MS: '60000',
    });
    expect(config.database).toMatchObject({ connectTimeoutMs: 2_000, statementTimeoutMs: 0 });
    expect(config.rateLimitNamespace).toBe('shop-eu-');
    expect(config.shutdownTimeoutMs).toBe(60_000);
  });

  it('takes TRUST_PROXY as a switch or as the proxies to trust', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy).toBe('127.0.0.1');
    expect(loadConfig({ TRUST_PROXY: ' loopback, 10.0.0.0/8 ,fd00::/8' }).trustProxy).toBe(
      'loopback,10.0.0.0/8,fd00::/8',
    );
  });

  it('names the variable when a value is wrong', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(
      /TRUST_PROXY: expected true, false or proxy addresses\/CIDR ranges, got "yes"/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'cafe' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ DB_CONNECT_TIMEOUT_MS: 'soon' })).toThrow(/DB_CONNECT_TIMEOUT_MS/);
    expect(() => loadConfig({ DB_STATEMENT_TIMEOUT_MS: '-1' })).toThrow(/DB_STATEMENT_TIMEOUT_MS/);
    expect(() => loadConfig({ RATE_LIMIT_NAMESPACE: ' ' })).toThrow(/RATE_LIMIT_NAMESPACE/);
  });

  it('keeps resized photos in the database, a directory or an S3 bucket', () => {
    expect(loadConfig({}).media).toEqual({ store: 'database' });
    expect(loadConfig({ MEDIA_DIR: '/var/lib/store/photos' }).media).toEqual({
      store: 'disk',
      dir: '/var/lib/store/photos',
    });
    expect(loadConfig({ S3_BUCKET: 'shop-photos' }).media).toEqual({
      store: 's3',
      s3: {
        bucket: 'shop-photos',
        region: 'us-east-1',
        endpoint: undefined,
        credentials: undefined,
        forcePathStyle: false,
      },
    });
    const config = loadConfig({
      S3_BUCKET: 'shop-photos',
      S3_REGION: 'auto',
      S3_ENDPOINT: 'https://minio.internal:9000',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.media).toEqual({
      store: 's3',
      s3: {
        bucket: 'shop-photos',
        region: 'auto',
        endpoint: 'https://minio.internal:9000',
        credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret' },
        forcePathStyle: true,
      },
    });
  });

  it('names the photo storage setting that is wrong or missing its partner', () => {
    expect(() => loadConfig({ S3_BUCKET: 'Shop_Photos' })).toThrow(/S3_BUCKET: expected a bucket name/);
    expect(() => loadConfig({ S3_BUCKET: 'shop-photos', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ S3_BUCKET: 'shop-photos', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
    expect(() => loadConfig({ S3_BUCKET: 'shop-photos', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
    expect(() => loadConfig({ S3_ENDPOINT: 'https://minio.internal:9000' })).toThrow(/S3_ENDPOINT needs S3_BUCKET/);
    expect(() => loadConfig({ MEDIA_DIR: './photos', S3_BUCKET: 'shop-photos' })).toThrow(/MEDIA_DIR and S3_BUCKET/);
  });
});
