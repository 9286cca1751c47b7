// A stand-in for Azure AI Search during the snow-day surge: it answers `{"value":[]}` at once
// until the surge starts, then slowly (SLOW_MS) for SLOW_PHASE_MS, then 503 for the rest of the
// run. POST /__bench/start starts the surge clock; GET /__bench/stats tells the calls it saw.
import http from 'node:http';

const slowMs = Number(process.env.SLOW_MS ?? 200);
const slowPhaseMs = Number(process.env.SLOW_PHASE_MS ?? 10_000);
let startedAt;
const calls = { before: 0, slow: 0, unavailable: 0 };

const server = http.createServer((req, res) => {
  if (req.url === '/__bench/start') {
    startedAt = Date.now();
    res.end();
    return;
  }
  if (req.url === '/__bench/stats') {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(calls));
    return;
  }
  req.resume();
  const answer = () => {
    res.writeHead(200, { 'content-type': 'application/json; odata.metadata=none' });
    res.end('{"value":[]}');
  };
  if (startedAt === undefined) {
    calls.before += 1;
    answer();
  } else if (Date.now() - startedAt < slowPhaseMs) {
    calls.slow += 1;
    setTimeout(answer, slowMs);
  } else {
    calls.unavailable += 1;
    res.writeHead(503, { 'content-type': 'application/json' });
    res.end('{"error":{"code":"ServiceUnavailable","message":"Service is unavailable."}}');
  }
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT), '127.0.0.1', () => {
  const { port } = server.address();
  console.log(JSON.stringify({ level: 'info', msg: `listening on http://127.0.0.1:${port}` }));
});
