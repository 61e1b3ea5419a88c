import { PassThrough } from 'node:stream';
import type { AppLoadContext, EntryContext } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { ServerRouter } from 'react-router';
import { renderToPipeableStream } from 'react-dom/server';
import { NonceContext } from './root';

// A complete render (onAllReady), as the store's prerender: no streamed parts.
export default function handleRequest(request: Request, status: number, headers: Headers, context: EntryContext, load: AppLoadContext) {
  const nonce = (load as { nonce?: string }).nonce;
  return new Promise<Response>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={context} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
        nonce,
        onAllReady() {
          const body = new PassThrough();
          headers.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers, status }));
        },
        onShellError: reject,
        onError(error) {
          status = 500;
          console.error(error);
        },
      },
    );
  });
}
