/**
 * @module NDJSON answers produced as the client reads (a pull stream with no buffer ahead), so
 * memory stays bounded however many rows: Family T's bulk charts and Family V's streams.
 */

/**
 * A streamed `application/x-ndjson` answer: `head` (when given) as the first line, then
 * `row(0)` .. `row(total - 1)`, one JSON value per line, computed a few rows per read.
 */
export function ndjsonResponse(opts: {
  head?: unknown;
  total: number;
  row: (i: number) => unknown;
  rowsPerChunk: number;
  headers?: Record<string, string>;
}): Response {
  const enc = new TextEncoder();
  let i = 0;
  let headSent = opts.head === undefined;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        let chunk = '';
        if (!headSent) {
          chunk += `${JSON.stringify(opts.head)}\n`;
          headSent = true;
        }
        for (const end = Math.min(opts.total, i + opts.rowsPerChunk); i < end; i++)
          chunk += `${JSON.stringify(opts.row(i))}\n`;
        if (chunk) controller.enqueue(enc.encode(chunk));
        if (i >= opts.total) controller.close();
      },
    },
    { highWaterMark: 0 },
  );
  return new Response(stream, {
    status: 200,
    headers: {
      'content-type': 'application/x-ndjson; charset=utf-8',
      'Cache-Control': 'no-store',
      ...opts.headers,
    },
  });
}
