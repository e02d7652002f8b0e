/**
 * The scraper's page-parsing thread (scraper/pageParsing.ts starts it): parses one page per message with the
 * same parsers the main thread uses, so a big page does not hold the event loop.
 */
import { parentPort } from 'node:worker_threads';
import { type ParseRequest, runParse } from './pageParseRequests';

const port = parentPort!;
port.on('message', (request: ParseRequest & { id: number }) => {
  try {
    port.postMessage({ id: request.id, ok: true, value: runParse(request) });
  } catch (error) {
    port.postMessage({ id: request.id, ok: false, message: (error as Error).message });
  }
});
