import {useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {
  buildRequest,
  curlPreview,
  describeFailure,
  EXAMPLE_INSTANCE,
  formatBody,
  formatDuration,
  KEY_LABELS,
  loadSaved,
  normalizeInstance,
  parseOperation,
  save,
  savedKey,
  statusLine,
  withKey,
  type SavedAccess,
  type SessionStore,
} from '@site/src/content/openapi/tryIt';
import type {TryItOperation} from '@site/src/content/openapi/types';
import {TRY_IT_FRAME_PATH} from '@site/src/lib/tryItFrame';
import {FrameNotReady, openRequestFrame, type RequestFrame} from './requestFrame';
import styles from './panel.module.css';

type Outcome =
  | {state: 'idle'}
  | {state: 'invalid'; message: string; field?: string}
  | {state: 'sending'; origin: string}
  | {state: 'response'; ok: boolean; status: string; duration: string; headers: [string, string][]; body: string}
  | {state: 'failed'; message: string};

/**
 * The keys the reader typed, for every panel of the tab until it reloads: in memory only, never in the site's storage,
 * where any script of the site could read them later.
 */
let typedKeys: Pick<SavedAccess, 'personalKey' | 'projectKey'> = {personalKey: '', projectKey: ''};

/** The tab's sessionStorage, for the instance address: it lives as long as the tab, never in localStorage. */
function sessionStore(): SessionStore | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Storage blocked by the browser's settings: the fields work without it.
    return undefined;
  }
}

const KEY_HELP = {
  personal:
    'Secret: it can read and change everything its user can see. Create one in Settings → Account → Personal API keys. ' +
    'It stays in this tab’s memory until you reload or close it, is never written to the browser’s storage, and is sent only to your instance.',
  project:
    'Public: it can only send data to your project. Find it in Settings → Project. The panel puts it in the api_key field of the body.',
} as const;

/** The form, the curl command and the response of one operation. */
function Form({operation}: {operation: TryItOperation}): ReactNode {
  const id = useId();
  const [saved, setSaved] = useState<SavedAccess>(() => ({...loadSaved(sessionStore()), ...typedKeys}));
  const [params, setParams] = useState<Record<string, string>>({});
  const [body, setBody] = useState(operation.body ?? '');
  const [outcome, setOutcome] = useState<Outcome>({state: 'idle'});
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const sendButton = useRef<HTMLButtonElement>(null);
  const refocusSend = useRef(false);
  const copyTimer = useRef<number | undefined>(undefined);
  const frameHost = useRef<HTMLDivElement>(null);
  const frame = useRef<RequestFrame | undefined>(undefined);
  const frameSrc = useBaseUrl(TRY_IT_FRAME_PATH);

  const {auth} = operation;
  const key = savedKey(saved, auth);
  const requestBody = operation.body === null ? null : body;
  const preview = curlPreview(operation, {instance: saved.instance, key, params, body: requestBody});
  const fieldId = (field: string) => `${id}-${field.replace(/[^A-Za-z0-9_-]/g, '_')}`;
  const invalidField = outcome.state === 'invalid' ? outcome.field : undefined;

  const change = (next: SavedAccess) => {
    setSaved(next);
    typedKeys = {personalKey: next.personalKey, projectKey: next.projectKey};
    save(sessionStore(), next);
    if (outcome.state === 'invalid') setOutcome({state: 'idle'});
  };
  const changeParam = (name: string, value: string) => {
    setParams((current) => ({...current, [name]: value}));
    if (outcome.state === 'invalid') setOutcome({state: 'idle'});
  };

  // A disabled button loses the keyboard focus: give it back when the request ends, unless the reader moved on.
  useEffect(() => {
    if (outcome.state === 'sending' || !refocusSend.current) return;
    refocusSend.current = false;
    if (!document.activeElement || document.activeElement === document.body) sendButton.current?.focus();
  }, [outcome]);

  useEffect(() => () => window.clearTimeout(copyTimer.current), []);
  useEffect(() => () => frame.current?.close(), []);

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (outcome.state === 'sending') return;
    const invalid = (message: string, field?: string) => {
      setOutcome({state: 'invalid', message, field});
      if (field) document.getElementById(fieldId(field))?.focus();
    };
    const target = normalizeInstance(saved.instance);
    if (!target.ok) return invalid(target.message, 'instance');
    const request = buildRequest(operation, {origin: target.origin, key, params, body: requestBody});
    if (!request.ok) return invalid(request.message, request.field);

    refocusSend.current = document.activeElement === sendButton.current;
    setOutcome({state: 'sending', origin: target.origin});
    const started = performance.now();
    try {
      // The request leaves from the sandboxed request frame, the one document of the site that may connect to
      // another host (src/lib/tryItFrame.ts).
      frame.current ??= openRequestFrame(frameHost.current!, frameSrc);
      const reply = await frame.current.send(request);
      if (reply.kind === 'failure') {
        const error = reply.name === 'TypeError' ? new TypeError(reply.message) : new Error(reply.message);
        error.name = reply.name;
        throw error;
      }
      const contentType = reply.headers.find(([name]) => name === 'content-type')?.[1] ?? null;
      setOutcome({
        state: 'response',
        ok: reply.status >= 200 && reply.status < 300,
        status: statusLine(reply.status, reply.statusText),
        duration: formatDuration(performance.now() - started),
        headers: reply.headers,
        body: formatBody(reply.body, contentType),
      });
    } catch (error) {
      // A frame that never started is dropped, so the next try loads it again.
      if (error instanceof FrameNotReady) {
        frame.current?.close();
        frame.current = undefined;
      }
      setOutcome({state: 'failed', message: describeFailure(error, target.origin, window.location.origin, auth)});
    }
  };

  const copyCurl = async () => {
    if (!preview.ok) return;
    try {
      await navigator.clipboard.writeText(preview.curl);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
    window.clearTimeout(copyTimer.current);
    copyTimer.current = window.setTimeout(() => setCopy('idle'), 3000);
  };

  const problem = outcome.state === 'invalid' || outcome.state === 'failed' ? outcome.message : undefined;

  return (
    <div className={clsx('ph-no-capture', styles.panel)} data-component="cairn-try-it-panel" data-testid="try-it-panel">
      {auth === 'personal' ? (
        <p className={styles.note}>
          Your browser sends this request from a sandboxed frame of this page, which has no origin of its own (the
          request carries Origin: null). The private REST API answers only requests from the Cairn app’s own origin, so
          the browser refuses its response here unless a reverse proxy in front of your instance adds CORS headers that
          allow it. The curl command at the end of this panel sends the same request from a terminal.
        </p>
      ) : null}
      <form className={styles.form} onSubmit={send} noValidate>
        <div className={styles.grid}>
          <div className={styles.field}>
            <label htmlFor={fieldId('instance')} className={styles.label}>
              Your Cairn instance
            </label>
            <input
              id={fieldId('instance')}
              className={styles.input}
              type="text"
              inputMode="url"
              autoComplete="url"
              autoCapitalize="off"
              spellCheck={false}
              placeholder={EXAMPLE_INSTANCE}
              value={saved.instance}
              aria-invalid={invalidField === 'instance' || undefined}
              aria-describedby={fieldId('instance-help')}
              data-testid="try-it-instance"
              onChange={(e) => change({...saved, instance: e.target.value})}
            />
            <p id={fieldId('instance-help')} className={styles.help}>
              The address you open Cairn at, or http://localhost:8000 for an instance on this computer.
            </p>
          </div>
          {auth !== 'none' ? (
            <div className={styles.field}>
              <label htmlFor={fieldId('key')} className={styles.label}>
                {KEY_LABELS[auth]}
              </label>
              <input
                id={fieldId('key')}
                className={styles.input}
                type="password"
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                placeholder={auth === 'personal' ? 'cpat_...' : 'cpk_...'}
                value={key}
                aria-invalid={invalidField === 'key' || undefined}
                aria-describedby={fieldId('key-help')}
                data-testid="try-it-key"
                onChange={(e) => change(withKey(saved, auth, e.target.value))}
              />
              <p id={fieldId('key-help')} className={styles.help}>
                {KEY_HELP[auth]}
              </p>
            </div>
          ) : null}
        </div>

        {operation.parameters.length > 0 ? (
          <fieldset className={styles.parameters}>
            <legend className={styles.legend}>Parameters</legend>
            <div className={styles.grid}>
              {operation.parameters.map((parameter) => {
                const field = `param:${parameter.name}`;
                return (
                  <div key={field} className={styles.field}>
                    <label htmlFor={fieldId(field)} className={styles.label}>
                      <code>{parameter.name}</code>
                      {parameter.required ? <span className={styles.required}>required</span> : null}
                      <span className={styles.meta}>
                        {parameter.type}, {parameter.in}
                      </span>
                    </label>
                    <input
                      id={fieldId(field)}
                      className={clsx(styles.input, styles.mono)}
                      type="text"
                      autoComplete="off"
                      autoCapitalize="off"
                      spellCheck={false}
                      placeholder={parameter.example || undefined}
                      value={params[parameter.name] ?? ''}
                      required={parameter.required}
                      aria-invalid={invalidField === field || undefined}
                      aria-describedby={parameter.description ? fieldId(`${field}-help`) : undefined}
                      data-testid={`try-it-param-${parameter.name}`}
                      onChange={(e) => changeParam(parameter.name, e.target.value)}
                    />
                    {parameter.description ? (
                      <p id={fieldId(`${field}-help`)} className={styles.help}>
                        {parameter.description}
                      </p>
                    ) : null}
                  </div>
                );
              })}
            </div>
          </fieldset>
        ) : null}

        {operation.body !== null ? (
          <div className={styles.field}>
            <label htmlFor={fieldId('body')} className={styles.label}>
              Request body (JSON)
            </label>
            <textarea
              id={fieldId('body')}
              className={clsx(styles.input, styles.mono, styles.textarea)}
              rows={Math.min(20, Math.max(6, body.split('\n').length + 1))}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              value={body}
              aria-invalid={invalidField === 'body' || undefined}
              aria-describedby={auth === 'project' ? fieldId('body-help') : undefined}
              data-testid="try-it-request-body"
              onChange={(e) => {
                setBody(e.target.value);
                if (outcome.state === 'invalid') setOutcome({state: 'idle'});
              }}
            />
            {auth === 'project' ? (
              <p id={fieldId('body-help')} className={styles.help}>
                When you send it, api_key is set to the project API key above.
              </p>
            ) : null}
          </div>
        ) : null}

        <button
          ref={sendButton}
          type="submit"
          className="button button--primary"
          disabled={outcome.state === 'sending'}
          data-testid="try-it-send"
        >
          {outcome.state === 'sending' ? 'Sending…' : 'Send request'}
        </button>
      </form>

      <div ref={frameHost} hidden />
      <div className={styles.status} aria-live="polite">
        {outcome.state === 'sending' ? <p className={styles.waiting}>Waiting for {outcome.origin}…</p> : null}
        {outcome.state === 'response' ? (
          <p className={styles.statusLine} data-testid="try-it-status">
            <span className={clsx(styles.badge, outcome.ok ? styles.success : styles.failure)}>{outcome.status}</span>{' '}
            <span className={styles.duration}>in {outcome.duration}</span>
          </p>
        ) : null}
      </div>
      {problem !== undefined ? (
        <div role="alert" className={clsx('alert alert--danger', styles.error)} data-testid="try-it-error">
          {problem}
        </div>
      ) : null}
      {outcome.state === 'response' ? (
        <>
          <p className={styles.caption}>Response headers (those your browser lets this page read)</p>
          {outcome.headers.length > 0 ? (
            <dl className={styles.headers} data-testid="try-it-headers">
              {outcome.headers.map(([name, value]) => (
                <div key={name} className={styles.header}>
                  <dt>{name}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className={styles.help} data-testid="try-it-headers">
              None. Browsers show a page only the headers the instance allows across origins; curl -i shows them all.
            </p>
          )}
          <p className={styles.caption}>Response body</p>
          <pre className={styles.code} tabIndex={0} aria-label="Response body" data-testid="try-it-body">
            {outcome.body === '' ? '(empty)' : outcome.body}
          </pre>
        </>
      ) : null}

      <div className={styles.curlHead}>
        <p className={styles.caption}>The same request with curl</p>
        {preview.ok ? (
          <button type="button" className={clsx('button button--sm button--secondary', styles.copy)} onClick={copyCurl}>
            <span aria-live="polite">{copy === 'copied' ? 'Copied' : copy === 'failed' ? 'Copy failed' : 'Copy'}</span>
          </button>
        ) : null}
      </div>
      {preview.ok ? (
        <pre className={styles.code} tabIndex={0} aria-label="The same request with curl" data-testid="try-it-curl">
          {preview.curl}
        </pre>
      ) : (
        <p className={styles.help} data-testid="try-it-curl">
          The command appears once the form is complete. {preview.message}
        </p>
      )}
      {auth === 'personal' && preview.ok ? (
        <p className={styles.help}>
          The command reads your key from the CAIRN_PERSONAL_API_KEY variable of your shell (set it with export
          CAIRN_PERSONAL_API_KEY=&apos;cpat_...&apos;), so what you copy never contains the key.
        </p>
      ) : null}
    </div>
  );
}

/** The panel of the "Try it" control (src/components/ApiTryIt), loaded when a reader first opens it. */
export default function Panel({operation}: {operation: string}): ReactNode {
  const parsed = useMemo(() => {
    try {
      return parseOperation(operation);
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error));
    }
  }, [operation]);
  if (parsed instanceof Error) {
    return (
      <div
        className={clsx('ph-no-capture', styles.panel)}
        data-component="cairn-try-it-panel"
        data-testid="try-it-panel"
      >
        <p role="alert" className="alert alert--danger" data-testid="try-it-error">
          This operation cannot be tried here: {parsed.message}.
        </p>
      </div>
    );
  }
  return <Form key={operation} operation={parsed} />;
}
