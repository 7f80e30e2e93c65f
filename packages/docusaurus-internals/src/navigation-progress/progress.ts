import type {ClientModule} from '@docusaurus/types';
// The bar's look, under the names Docusaurus's own bar uses (`#nprogress .bar`, `--docusaurus-progress-bar-color`).
import './progress.module.css';

/**
 * The thin progress bar at the top of the window while a client-side navigation waits for the next page's code,
 * shown when that takes more than 200ms: the classic theme's behavior (its `nprogress` client module), drawn with
 * one CSS transition instead of the nprogress library, which was 4 KB of every page's first load.
 */
const DELAY_MS = 200;
let current: HTMLElement | undefined;

function start(): void {
  finish();
  const root = document.createElement('div');
  root.id = 'nprogress';
  root.setAttribute('role', 'progressbar');
  root.setAttribute('aria-label', 'Loading page');
  root.innerHTML = '<div class="bar"><div class="peg"></div></div>';
  const bar = root.firstElementChild as HTMLElement;
  bar.style.transform = 'translateX(-100%)';
  document.body.appendChild(root);
  current = root;
  // Next frame: from nothing toward nine tenths, slower and slower, until the page is there.
  requestAnimationFrame(() => {
    bar.style.transition = 'transform 8s cubic-bezier(0.1, 0.7, 0.2, 1)';
    bar.style.transform = 'translateX(-10%)';
  });
}

function finish(): void {
  const root = current;
  if (!root) return;
  current = undefined;
  const bar = root.firstElementChild as HTMLElement;
  bar.style.transition = 'transform 200ms ease, opacity 200ms ease 200ms';
  bar.style.transform = 'translateX(0)';
  bar.style.opacity = '0';
  window.setTimeout(() => root.remove(), 450);
}

const clientModule: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    const timer = window.setTimeout(start, DELAY_MS);
    return () => window.clearTimeout(timer);
  },
  onRouteDidUpdate() {
    finish();
  },
};

export default clientModule;
