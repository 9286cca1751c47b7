// One GET as a browser's network panel sees it: status, headers and the bytes on the wire.
import http from 'node:http';

/** GETs `url` with `headers`; resolves { status, headers, bytes } (bytes as sent, not decoded). */
export function get(url, headers = {}, method = 'GET') {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent: false, timeout: 30_000 }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          bytes: Buffer.concat(chunks),
        }),
      );
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`GET ${url} timed out`)));
    req.on('error', reject);
    req.end();
  });
}

/** POSTs nothing to `url` (the fake search's control endpoint). */
export function post(url) {
  return get(url, {}, 'POST');
}
