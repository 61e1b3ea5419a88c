// Where resized photos and uploaded originals are kept, by key: what the store needs of any
// store (media/store.ts has the database, disk and S3 ones).

export interface MediaStore {
  /** Which store this is, for logs and the README's words: database, disk or s3. */
  readonly kind: string;
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The bytes under the key, or undefined when there are none. */
  get(key: string): Promise<Uint8Array | undefined>;
  has(key: string): Promise<boolean>;
  /** Lets go of connections, when the store holds any. */
  close?(): void;
}

/** An S3-compatible bucket, from S3_BUCKET and its companions. */
export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible service's address (MinIO, R2, Spaces...); AWS's own when absent. */
  endpoint: string | undefined;
  /** Absent: the SDK's usual sources (environment, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
}
