import S3rver from 's3rver';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * An S3-compatible server on loopback (s3rver) with one bucket; `url` is its S3_URL. Its credentials are
 * s3rver's fixed pair.
 */
export async function startS3(bucket = 'documents') {
  const directory = mkdtempSync(path.join(tmpdir(), 'printtender-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    url: `s3://S3RVER:S3RVER@127.0.0.1:${port}/${bucket}/printtender?region=eu-central-1&tls=false`,
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
