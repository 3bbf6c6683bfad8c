import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

const BUCKET = 'case-documents';
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** An S3-compatible server (s3rver) on a free port with one bucket, plus a client to look inside. */
export class S3Server {
  private constructor(
    private readonly server: S3rver,
    private readonly directory: string,
    readonly endpoint: string,
    readonly client: S3Client,
  ) {}

  static async start(): Promise<S3Server> {
    const directory = await mkdtemp(join(tmpdir(), 's3rver-'));
    const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: BUCKET, configs: [] }] });
    const { port } = (await server.run()) as { port: number };
    const endpoint = `http://127.0.0.1:${port}`;
    const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: CREDENTIALS });
    return new S3Server(server, directory, endpoint, client);
  }

  /** The settings that point the app's storage at this server. */
  get env(): Record<string, string> {
    return {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: this.endpoint,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    };
  }

  async keys(): Promise<string[]> {
    const listing = await this.client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
    return (listing.Contents ?? []).map((object) => object.Key ?? '').sort();
  }

  async read(key: string): Promise<Buffer> {
    const answer = await this.client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    return Buffer.from(await answer.Body!.transformToByteArray());
  }

  async stop(): Promise<void> {
    this.client.destroy();
    await this.server.close();
    await rm(this.directory, { recursive: true, force: true });
  }
}
