import type {ClientModule} from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import type {PostHog} from 'posthog-js';
import type {DeployConfig} from '../../config/site';
import {analyticsAllowed} from '../../lib/analytics';
import {browserStorage, persistenceFor, readConsent, writeConsent} from '../../lib/consent';
import {showConsentBanner} from './consentBanner';

declare global {
  interface Window {
    posthog?: PostHog;
  }
}

const deploy = (siteConfig.customFields as {deploy: DeployConfig}).deploy;
let client: PostHog | undefined;

/** Loads posthog-js once the page is interactive and idle, so it never competes with the first paint. */
function loadWhenIdle(): void {
  const start = () => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
    idle(() => {
      import('posthog-js')
        .then(({default: posthog}) => {
          const consent = readConsent(browserStorage());
          posthog.init(deploy.analyticsKey!, {
            api_host: deploy.analyticsHost,
            capture_pageview: false,
            respect_dnt: true,
            // Nothing on the visitor's device (no cookie, no storage) until they allow it (src/lib/consent.ts).
            persistence: persistenceFor(consent),
          });
          client = posthog;
          window.posthog = posthog;
          posthog.capture('$pageview');
          if (consent === undefined) {
            showConsentBanner((choice) => {
              writeConsent(browserStorage(), choice);
              if (choice === 'granted') posthog.set_config({persistence: persistenceFor(choice)});
            });
          }
        })
        .catch(() => {
          // Blocked or offline: the site works the same without analytics.
        });
    });
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, {once: true});
}

if (
  ExecutionEnvironment.canUseDOM &&
  analyticsAllowed(deploy.analyticsKey, navigator, window as {doNotTrack?: string})
) {
  loadWhenIdle();
}

const analyticsClientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    // The first page view is captured when the client loads; this covers client-side navigation.
    if (client && previousLocation && location.pathname !== previousLocation.pathname) client.capture('$pageview');
  },
};

export default analyticsClientModule;
