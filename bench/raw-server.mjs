/**
 * The benchmark's baseline (bench/run.ts): a bare node:http server answering each path with the
 * bytes the app sent for it, read from the JSON file named by the first argument; the app's brotli
 * bytes when the path has them and the request accepts br. A process of its own, like the app, so
 * the load generator does not share its thread. Prints its port.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const answers = new Map(
  Object.entries(JSON.parse(readFileSync(process.argv[2], 'utf8'))).map(([path, { type, body, br }]) => [
    path,
    { type, body: Buffer.from(body, 'base64'), br: br === undefined ? undefined : Buffer.from(br, 'base64') },
  ]),
);
const server = createServer((req, res) => {
  const found = answers.get(req.url ?? '');
  if (!found) return void res.writeHead(404).end();
  if (found.br && /\bbr\b/.test(req.headers['accept-encoding'] ?? '')) {
    return void res
      .writeHead(200, {
        'content-type': found.type,
        'content-encoding': 'br',
        'content-length': found.br.length,
      })
      .end(found.br);
  }
  res.writeHead(200, { 'content-type': found.type, 'content-length': found.body.length }).end(found.body);
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
