import {httpSamples} from './samples';
import {librarySamples} from './sdkSamples';
import type {Operation} from './spec';
import type {CodeSample} from './types';

/**
 * The samples an operation's tabs show (issue #17): in a language where one of Cairn's libraries wraps the call,
 * the library (what a reader should use); elsewhere, and always in the cURL tab, the plain HTTP request.
 */
export function operationSamples(operation: Operation): CodeSample[] {
  const library = librarySamples(operation.id);
  return httpSamples(operation).map((http) => library.find((sample) => sample.language === http.language) ?? http);
}
