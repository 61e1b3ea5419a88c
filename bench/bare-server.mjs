// The physical limit for bench/api: node:http answering one fixed body, in a process of its
// own (as the store is), so it never shares an event loop with the load generator.
// Usage: node bench/bare-server.mjs <port> <body file> <content type>; prints "ready".
import http from 'node:http';
import { readFileSync } from 'node:fs';

const [port, bodyFile, contentType] = process.argv.slice(2);
const body = readFileSync(bodyFile);
const server = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
  res.end(body);
});
server.listen(Number(port), '127.0.0.1', () => console.log('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
