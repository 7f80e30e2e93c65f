import {useId, useRef, useSyncExternalStore, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import CodeBlock from '@theme/CodeBlock';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  chosenLanguage,
  tabAfterKey,
  withLanguage,
} from '@site/src/content/openapi/language';
import {SAMPLE_LANGUAGES, type CodeSample, type SampleLanguage} from '@site/src/content/openapi/types';
import styles from './styles.module.css';

/**
 * The code samples of one API operation (issue #17), written into the page by src/content/remark/openapi.ts: a tab
 * per language, all in step across the page, remembered (localStorage) and linkable (`?language=`), each a code
 * block with its copy button. Where a Cairn library wraps the call, its tab shows the library call (the cURL tab
 * keeps the plain HTTP request). The samples are finished text: no generator runs in the browser. The tabs are a few lines of our
 * own rather than Docusaurus's Tabs, whose code would weigh on every API page's first load.
 */

const listeners = new Set<() => void>();
let chosen: SampleLanguage | undefined;
const storedLanguage = (): string | null => {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
};
const current = (): SampleLanguage => (chosen ??= chosenLanguage(window.location.search, storedLanguage()));
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
function choose(language: SampleLanguage): void {
  chosen = language;
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage refused (private mode): the choice holds for this page.
  }
  window.history.replaceState(window.history.state, '', withLanguage(window.location.href, language));
  listeners.forEach((listener) => listener());
}

export default function ApiSamples({operation, samples}: {operation: string; samples: string}): ReactNode {
  const list = JSON.parse(samples) as CodeSample[];
  // The server renders cURL; the browser switches to the reader's language right after hydration.
  const language = useSyncExternalStore(subscribe, current, () => DEFAULT_LANGUAGE);
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = tabAfterKey(event.key, index, SAMPLE_LANGUAGES.length);
    if (next === undefined) return;
    event.preventDefault();
    choose(SAMPLE_LANGUAGES[next]!.value);
    tabs.current[next]?.focus();
  };
  return (
    <div className={styles.samples} data-api-samples={operation}>
      <div role="tablist" aria-label="Language of the code sample" className={clsx('tabs', styles.tabs)}>
        {SAMPLE_LANGUAGES.map(({value, label}, index) => (
          <button
            key={value}
            ref={(element) => void (tabs.current[index] = element)}
            type="button"
            role="tab"
            id={`${id}-${value}-tab`}
            aria-selected={value === language}
            aria-controls={`${id}-${value}`}
            tabIndex={value === language ? 0 : -1}
            className={clsx('tabs__item', styles.tab, value === language && 'tabs__item--active')}
            onClick={() => choose(value)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {label}
          </button>
        ))}
      </div>
      {SAMPLE_LANGUAGES.map(({value, prism}) => {
        const items = list.filter((sample) => sample.language === value);
        return (
          <div
            key={value}
            role="tabpanel"
            id={`${id}-${value}`}
            aria-labelledby={`${id}-${value}-tab`}
            hidden={value !== language}
            className={styles.panel}
          >
            {items.map((sample) => (
              <div key={sample.library ?? 'http'}>
                {sample.library && (
                  <p className={styles.note}>
                    With <code>{sample.library}</code>, which sends this request for you; the cURL tab shows it over
                    HTTP.
                  </p>
                )}
                <CodeBlock language={prism}>{sample.code}</CodeBlock>
              </div>
            ))}
          </div>
        );
      })}
    </div>
  );
}
