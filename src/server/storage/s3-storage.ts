import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import type { S3Location } from '../config.ts';
import type { FileStorage } from './storage.ts';

/**
 * An S3-compatible bucket (S3_URL). Uploads go in parts of 5 MB (lib-storage), so at most a few parts sit in
 * memory; an upload that fails is aborted, and an object exists only once every part arrived.
 */
export class S3Storage implements FileStorage {
  private readonly client: S3Client;

  constructor(private readonly at: S3Location) {
    this.client = new S3Client({
      endpoint: at.endpoint,
      region: at.region,
      forcePathStyle: at.forcePathStyle,
      ...(at.credentials && { credentials: at.credentials }),
      // Checksums only where S3 requires them: S3-compatible servers do not all know the newer ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private object(key: string) {
    return { Bucket: this.at.bucket, Key: this.at.prefix + key };
  }

  async put(key: string, body: Readable): Promise<void> {
    const upload = new Upload({ client: this.client, params: { ...this.object(key), Body: body }, queueSize: 2 });
    let broken: unknown;
    body.once('error', (err) => (broken = err));
    try {
      await upload.done();
    } catch (err) {
      body.destroy();
      // Why the stream broke (a refused file) outranks a failure to abort the upload's parts after it.
      throw broken ?? err;
    }
  }

  async get(key: string): Promise<Readable | undefined> {
    try {
      const res = await this.client.send(new GetObjectCommand(this.object(key)));
      return res.Body as Readable;
    } catch (err) {
      if (err instanceof NoSuchKey) return undefined;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand(this.object(key)));
  }
}
