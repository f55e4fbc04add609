/**
 * @module A job's merged downloads (docs/jobs.md "Reading a job"): every part of one format as one
 * file, streamed from R2 in shard order, so a finished job is one link per format rather than a
 * link per shard:
 * - NDJSON and the errors parts: the parts one after another (each ends with a newline);
 * - CSV: the first part whole, the header line of every later part skipped (every part of a job
 *   has the same header, decided by its options alone);
 * - Parquet: one file whose row groups are the parts' row groups, their column chunks copied byte
 *   for byte and the footer rebuilt with each chunk's offsets moved to where it now lies (the parts'
 *   page indexes, which hold absolute offsets, are left out; statistics stay).
 * Nothing is decoded or re-encoded, so a merged download costs about what copying the bytes does;
 * memory holds one part at a time (Parquet) or a stream's chunks.
 */
import type { JobFormat } from './job-store.js';
import { partKey, partName } from './jobs.js';

export type DownloadFormat = JobFormat | 'errors';
export const DOWNLOAD_FORMATS = [
  'ndjson',
  'csv',
  'parquet',
  'errors',
] as const satisfies readonly DownloadFormat[];

/** A part to merge: its shard and size in bytes. */
export interface MergePart {
  shard: number;
  bytes: number;
}

const CONTENT_TYPE: Record<DownloadFormat, string> = {
  ndjson: 'application/x-ndjson',
  errors: 'application/x-ndjson',
  csv: 'text/csv; charset=utf-8; header=present',
  parquet: 'application/vnd.apache.parquet',
};

export function downloadContentType(format: DownloadFormat): string {
  return CONTENT_TYPE[format];
}

/** The file name a merged download is saved under. */
export function downloadFileName(jobId: string, format: DownloadFormat): string {
  return format === 'errors' ? `${jobId}.errors.ndjson` : `${jobId}.${format}`;
}

/** Bytes of a CSV part's header line (up to and including its CRLF), read from the first part. */
async function csvHeaderBytes(bucket: R2Bucket, key: string): Promise<number> {
  const head = await bucket.get(key, { range: { offset: 0, length: 64 * 1024 } });
  if (!head) throw new Error(`the part ${key} is missing`);
  const bytes = new Uint8Array(await head.arrayBuffer());
  const nl = bytes.indexOf(10);
  if (nl < 0) throw new Error(`the part ${key} has no header line`);
  return nl + 1;
}

/**
 * A merged NDJSON, CSV or errors download: its exact length and a stream that copies the parts
 * in order (a FixedLengthStream, so the answer carries Content-Length). `pump` must be handed to
 * waitUntil (it writes the stream while the answer is read).
 */
export async function mergedText(
  bucket: R2Bucket,
  jobId: string,
  format: 'ndjson' | 'csv' | 'errors',
  parts: readonly MergePart[],
): Promise<{ length: number; body: ReadableStream<Uint8Array>; pump: Promise<void> }> {
  const keys = parts.map((p) =>
    partKey(jobId, partName(p.shard, format === 'errors' ? 'errors' : format)),
  );
  const skip = format === 'csv' && parts.length > 1 ? await csvHeaderBytes(bucket, keys[0]!) : 0;
  const length = parts.reduce((a, p, i) => a + p.bytes - (i > 0 ? skip : 0), 0);
  const { readable, writable } = new FixedLengthStream(length);
  const pump = (async () => {
    try {
      for (let i = 0; i < keys.length; i++) {
        const obj =
          i > 0 && skip > 0
            ? await bucket.get(keys[i]!, { range: { offset: skip } })
            : await bucket.get(keys[i]!);
        if (!obj) throw new Error(`the part ${keys[i]} is missing`);
        await obj.body.pipeTo(writable, { preventClose: true });
      }
      await writable.close();
    } catch (err) {
      await writable.abort(err).catch(() => {});
    }
  })();
  return { length, body: readable as ReadableStream<Uint8Array>, pump };
}

const PAR1 = 0x31524150;

/**
 * A merged Parquet download: "PAR1", then each part's column chunks as written, then one footer
 * listing every part's row groups with their offsets moved, its length and "PAR1".
 */
export function mergedParquet(
  bucket: R2Bucket,
  jobId: string,
  parts: readonly MergePart[],
): ReadableStream<Uint8Array> {
  const keys = parts.map((p) => partKey(jobId, partName(p.shard, 'parquet')));
  let i = 0;
  let offset = 4n;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let first: any = null;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const rowGroups: any[] = [];
  let numRows = 0n;
  return new ReadableStream<Uint8Array>({
    async start(ctl) {
      const head = new Uint8Array(4);
      new DataView(head.buffer).setUint32(0, PAR1, true);
      ctl.enqueue(head);
    },
    async pull(ctl) {
      const { parquetMetadata } = await import('hyparquet');
      if (i < keys.length) {
        const obj = await bucket.get(keys[i]!);
        if (!obj) throw new Error(`the part ${keys[i]} is missing`);
        const buf = await obj.arrayBuffer();
        const meta = parquetMetadata(buf);
        first ??= meta;
        // the chunks lie in [4, end): end is where the last column chunk ends (page indexes and the footer follow)
        let end = 4n;
        for (const rg of meta.row_groups) {
          for (const col of rg.columns) {
            const md = col.meta_data!;
            const start =
              md.dictionary_page_offset !== undefined &&
              md.dictionary_page_offset < md.data_page_offset
                ? md.dictionary_page_offset
                : md.data_page_offset;
            if (start + md.total_compressed_size > end) end = start + md.total_compressed_size;
          }
        }
        const shift = offset - 4n;
        for (const rg of meta.row_groups) {
          rowGroups.push({
            ...rg,
            ...(rg.file_offset !== undefined ? { file_offset: rg.file_offset + shift } : {}),
            columns: rg.columns.map((col) => {
              const md = col.meta_data!;
              return {
                file_offset: col.file_offset + shift,
                meta_data: {
                  ...md,
                  data_page_offset: md.data_page_offset + shift,
                  ...(md.dictionary_page_offset !== undefined
                    ? { dictionary_page_offset: md.dictionary_page_offset + shift }
                    : {}),
                  ...(md.index_page_offset !== undefined
                    ? { index_page_offset: md.index_page_offset + shift }
                    : {}),
                  bloom_filter_offset: undefined,
                  bloom_filter_length: undefined,
                },
              };
            }),
          });
        }
        numRows += meta.num_rows;
        ctl.enqueue(new Uint8Array(buf, 4, Number(end) - 4));
        offset += end - 4n;
        i++;
        return;
      }
      const [{ writeMetadata }, { ByteWriter }] = await Promise.all([
        import('hyparquet-writer/src/metadata.js'),
        import('hyparquet-writer'),
      ]);
      const w = new ByteWriter();
      if (first) {
        writeMetadata(w, {
          version: first.version,
          schema: first.schema,
          num_rows: numRows,
          row_groups: rowGroups,
          created_by: first.created_by,
          metadata_length: 0,
        });
      }
      w.appendUint32(PAR1);
      ctl.enqueue(new Uint8Array(w.getBuffer()));
      ctl.close();
    },
  });
}
