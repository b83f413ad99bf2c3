// `npm run lint:api`: the OpenAPI document /api/schema/ serves, linted by Redocly with its recommended rules
// (redocly.yaml, warnings count as errors). The document is built in-process, as the server builds it, and written to a temporary file.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { apiDocument, buildApi } from '../server/api/app';

const nothing = async (): Promise<never> => {
  throw new Error('the document is built without a database or a bus');
};
const api = buildApi({ getDatabase: nothing, getBus: nothing, logger: pino({ level: 'silent' }) });
const dir = mkdtempSync(path.join(tmpdir(), 'openapi-'));
const file = path.join(dir, 'openapi.json');
// The document names the public origin it was asked on; linted as a public host would serve it (`.invalid` is a
// reserved name, RFC 2606), since a local address in it is what the rules warn about.
writeFileSync(file, JSON.stringify(apiDocument(api, 'https://portal.invalid'), null, 2));
const lint = spawnSync('npx', ['redocly', 'lint', file, '--config', 'redocly.yaml', '--max-problems', '1000'], {
  stdio: 'inherit',
});
rmSync(dir, { recursive: true, force: true });
process.exit(lint.status ?? 1);
