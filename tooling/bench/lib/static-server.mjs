// The physical limit: the same HTML bytes served from memory by plain node:http.
import { readFileSync } from 'node:fs';
import http from 'node:http';

const body = readFileSync(process.env.STATIC_BODY_FILE ?? '');
const server = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
  res.end(body);
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT), '127.0.0.1', () => {
  const { port } = server.address();
  console.log(JSON.stringify({ level: 'info', msg: `listening on http://127.0.0.1:${port}` }));
});
