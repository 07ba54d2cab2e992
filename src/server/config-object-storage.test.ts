import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const S3 = {
  S3_ENDPOINT: 'https://s3.eu-central-1.amazonaws.com',
  S3_BUCKET: 'vinarska-uploads',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('object storage settings (S3_*)', () => {
  it('keeps uploads in DATA_DIR without any, and takes all four (the region defaulting to us-east-1)', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_ENDPOINT: '', S3_BUCKET: '' }).s3).toBeUndefined();
    expect(loadConfig(S3).s3).toEqual({
      endpoint: S3.S3_ENDPOINT,
      bucket: 'vinarska-uploads',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret',
      region: 'us-east-1',
    });
    expect(loadConfig({ ...S3, S3_REGION: 'eu-central-1' }).s3?.region).toBe('eu-central-1');
  });

  it('refuses to start with only some of them, naming each one missing', () => {
    const { S3_ACCESS_KEY_ID: _id, S3_SECRET_ACCESS_KEY: _secret, ...partial } = S3;
    expect(() => loadConfig(partial)).toThrow(
      /S3_ACCESS_KEY_ID: missing: object storage needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY together/,
    );
    expect(() => loadConfig(partial)).toThrow(/S3_SECRET_ACCESS_KEY: missing/);
    expect(() => loadConfig({ S3_REGION: 'eu-central-1' })).toThrow(/S3_ENDPOINT: missing/);
  });

  it('refuses an endpoint that is no http(s) address and a bucket name S3 would not take', () => {
    expect(() => loadConfig({ ...S3, S3_ENDPOINT: 's3.example.com' })).toThrow(
      /S3_ENDPOINT: S3_ENDPOINT must be an http\(s\) address/,
    );
    expect(() => loadConfig({ ...S3, S3_ENDPOINT: 'ftp://s3.example.com' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ ...S3, S3_BUCKET: 'Uploads_2024' })).toThrow(
      /S3_BUCKET: S3_BUCKET must be a bucket name/,
    );
  });
});
