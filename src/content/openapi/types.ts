/**
 * The shapes shared by the build-time API reference (src/content/remark/openapi.ts, which reads openapi/*.yaml)
 * and the browser components it places on the API pages (src/components/ApiSamples, src/components/ApiTryIt).
 * Everything here is plain JSON: the build serializes it into the page.
 */

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Which key an operation takes: the personal API key as a Bearer header, the project API key in the body, or none. */
export type ApiAuth = 'personal' | 'project' | 'none';

/** One parameter as the "Try it" form shows it. */
export interface TryItParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  /** A short type such as "string", "integer", "date-time", "JSON array". */
  type: string;
  /** The description's first sentence, as plain text. */
  description: string;
  /** The description's example, as the text a reader would type; '' when there is none. */
  example: string;
}

/** What the "Try it" panel needs to know of one operation. */
export interface TryItOperation {
  /** The operationId, such as `listEvents`. */
  id: string;
  method: HttpMethod;
  /** The path template, such as `/api/event/{id}/`. */
  path: string;
  auth: ApiAuth;
  parameters: TryItParameter[];
  /**
   * The example request body as pretty-printed JSON, or null when the operation takes no body. For `auth: 'project'`
   * the body's `api_key` field carries the key; the panel fills it in from the key field.
   */
  body: string | null;
}

/** The languages of the code samples, in the order of their tabs. */
export const SAMPLE_LANGUAGES = [
  {value: 'curl', label: 'cURL', prism: 'bash'},
  {value: 'javascript', label: 'JavaScript', prism: 'javascript'},
  {value: 'node', label: 'Node', prism: 'javascript'},
  {value: 'python', label: 'Python', prism: 'python'},
  {value: 'ruby', label: 'Ruby', prism: 'ruby'},
  {value: 'php', label: 'PHP', prism: 'php'},
  {value: 'go', label: 'Go', prism: 'go'},
] as const;

export type SampleLanguage = (typeof SAMPLE_LANGUAGES)[number]['value'];

/** One code sample of one operation in one language. */
export interface CodeSample {
  language: SampleLanguage;
  /** The code, ready to copy. */
  code: string;
  /** Set when the sample calls one of Cairn's libraries instead of plain HTTP: the package, such as `cairn-node`. */
  library?: string;
}

