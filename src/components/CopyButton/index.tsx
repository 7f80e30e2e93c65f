import {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type CopyState = 'idle' | 'copied' | 'failed';
const SHOWN_MS = 2500;

/**
 * A button that copies `text` to the clipboard and says so for a moment, visibly and to screen readers (a status
 * region beside the button). `what` names what is copied in the button's accessible name.
 */
export default function CopyButton({
  text,
  what,
  className,
}: {
  text: string;
  what: string;
  className?: string;
}): ReactNode {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setState('idle'), SHOWN_MS);
  };

  return (
    <>
      <button
        type="button"
        className={clsx('clean-btn', styles.button, className)}
        onClick={copy}
        aria-label={`Copy ${what}`}
        data-state={state}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <rect x="8" y="8" width="12" height="12" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
          <path
            d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
        <span aria-hidden="true">{state === 'copied' ? 'Copied' : state === 'failed' ? 'Failed' : 'Copy'}</span>
      </button>
      <span role="status" className="cairn-visually-hidden">
        {state === 'copied' ? `Copied ${what}` : state === 'failed' ? `Could not copy ${what}` : ''}
      </span>
    </>
  );
}
