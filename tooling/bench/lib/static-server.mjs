// The physical limit: the same HTML bytes served from memory by plain node:http.
import { readFileSync } from 'node:fs';
import http from 'node:http';

const body = readFileSync(process.env.STATIC_BODY_FILE ?? '');
const headers = { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length };
// The bytes exactly as the site sent them: compressed when it compressed them.
if (process.env.STATIC_ENCODING) headers['content-encoding'] = process.env.STATIC_ENCODING;
const server = http.createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT), '127.0.0.1', () => {
  const { port } = server.address();
  console.log(JSON.stringify({ level: 'info', msg: `listening on http://127.0.0.1:${port}` }));
});
