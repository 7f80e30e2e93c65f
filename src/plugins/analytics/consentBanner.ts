import type {Consent} from '../../lib/consent';
import styles from './consentBanner.module.css';

/**
 * The analytics choice, at the bottom of the window: a short explanation, "Allow" and "No thanks". Fixed, over the
 * page, so nothing moves when it appears; reachable by keyboard (two buttons after the page's content) and named as
 * a region for screen readers. Plain DOM, so only builds with analytics carry it.
 */
export function showConsentBanner(onChoose: (consent: Consent) => void): void {
  if (document.getElementById('cairn-consent')) return;
  const banner = document.createElement('section');
  banner.id = 'cairn-consent';
  banner.className = styles.banner!;
  banner.setAttribute('aria-label', 'Analytics choice');
  banner.innerHTML = `
    <p class="${styles.text}">
      We count page views to learn which pages help. May we remember your browser between visits with a first-party
      cookie? Until you allow it, analytics stores nothing on your device. <a href="/privacy#analytics-and-your-choice">How we use analytics</a>
    </p>
    <div class="${styles.actions}">
      <button type="button" class="button button--primary button--sm" data-choice="granted">Allow</button>
      <button type="button" class="button button--secondary button--sm" data-choice="denied">No thanks</button>
    </div>`;
  banner.addEventListener('click', (event) => {
    const choice = (event.target as Element).closest('button')?.dataset.choice;
    if (choice !== 'granted' && choice !== 'denied') return;
    banner.remove();
    onChoose(choice);
  });
  document.body.appendChild(banner);
}
