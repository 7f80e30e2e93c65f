import {useEffect, useRef, useState, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useLocation} from '@cairn/docusaurus-internals/router';
import {FEEDBACK_EVENT, feedbackIssueUrl, feedbackProperties, type FeedbackProperties} from '@site/src/lib/pageActions';
import {useDeployConfig} from '@site/src/components/useDeployConfig';
import {pageClient, track} from '@site/src/lib/analyticsClient';
import styles from './styles.module.css';

type Vote = 'yes' | 'no';
type Stage = {step: 'ask'} | {step: 'comment'; vote: Vote} | {step: 'done'; delivered: boolean};

/** Sends the answer through the analytics client if there is one; false when analytics is off or blocked. */
const send = (properties: FeedbackProperties): boolean => track(pageClient(), FEEDBACK_EVENT, properties);

/**
 * "Was this page helpful?" at the end of docs and handbook pages: a vote, then an optional comment, sent once
 * as the analytics event `docs_page_feedback` (on "Send", or when the reader leaves the page without it).
 * Without analytics nothing is sent, and the thanks says how to reach us instead. Give it the page as `key`,
 * so another page starts from the question.
 */
export default function PageFeedback({title, version}: {title: string; version: string | null}): ReactNode {
  const {pathname} = useLocation();
  const {deploy} = useDeployConfig();
  const [stage, setStage] = useState<Stage>({step: 'ask'});
  const [comment, setComment] = useState('');
  const pending = useRef<FeedbackProperties | null>(null);

  const finish = (properties: FeedbackProperties) => {
    pending.current = null;
    setStage({step: 'done', delivered: send(properties)});
  };

  // A vote not yet sent goes out when the reader leaves: another page, or closing the tab.
  useEffect(() => {
    const flush = () => {
      if (pending.current) send(pending.current);
      pending.current = null;
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [pathname]);

  const vote = (value: Vote) => {
    pending.current = feedbackProperties(pathname, version, value, '');
    setStage({step: 'comment', vote: value});
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (stage.step === 'comment') finish(feedbackProperties(pathname, version, stage.vote, comment));
  };

  return (
    <section className={styles.feedback} aria-labelledby="page-feedback-title" data-pagefind-ignore="all">
      <h2 id="page-feedback-title" className={styles.title}>
        Was this page helpful?
      </h2>
      {stage.step === 'ask' && (
        <div className={styles.votes}>
          <button
            type="button"
            className={clsx('button button--outline button--secondary', styles.vote)}
            onClick={() => vote('yes')}
          >
            Yes
          </button>
          <button
            type="button"
            className={clsx('button button--outline button--secondary', styles.vote)}
            onClick={() => vote('no')}
          >
            No
          </button>
        </div>
      )}
      {stage.step === 'comment' && (
        <form className={styles.form} onSubmit={submit}>
          <label htmlFor="page-feedback-comment" className={styles.label}>
            {stage.vote === 'yes' ? 'What helped? (optional)' : 'What was missing or wrong? (optional)'}
          </label>
          <textarea
            id="page-feedback-comment"
            className={styles.comment}
            rows={3}
            maxLength={1000}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
          <button type="submit" className="button button--primary">
            Send feedback
          </button>
        </form>
      )}
      {stage.step === 'done' && (
        <p className={styles.thanks} role="status">
          Thank you for your feedback.
          {!stage.delivered && (
            <>
              {' '}
              Your browser does not load our analytics, so it stayed here; to tell us,{' '}
              <Link href={feedbackIssueUrl(deploy.websiteRepo, title, `${deploy.siteUrl}${pathname}`)}>
                raise an issue
              </Link>
              .
            </>
          )}
        </p>
      )}
    </section>
  );
}
