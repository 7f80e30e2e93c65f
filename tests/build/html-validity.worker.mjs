/**
 * One worker of tests/build/html-validity.test.ts: validates the built pages it is sent, one at a time, with one
 * html-validate instance under the repository's .htmlvalidate.mjs (found from each file's folder upwards), and
 * answers each with the problems found, or with the error that stopped the check.
 */
import {readFileSync} from 'node:fs';
import {parentPort} from 'node:worker_threads';
import {FileSystemConfigLoader, HtmlValidate} from 'html-validate';

const validator = new HtmlValidate(new FileSystemConfigLoader());

parentPort.on('message', async ({route, file}) => {
  try {
    const report = await validator.validateString(readFileSync(file, 'utf8'), file);
    const problems = report.results.flatMap((result) =>
      result.messages.map(({ruleId, message, line, column}) => ({ruleId, message, line, column})),
    );
    parentPort.postMessage({route, problems});
  } catch (error) {
    parentPort.postMessage({route, error: error instanceof Error ? error.message : String(error)});
  }
});
