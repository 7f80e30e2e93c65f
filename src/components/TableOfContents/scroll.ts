import {NARROW_QUERY, SCROLL_DURATION_MS, TOC_OFFSET, TOC_OFFSET_NARROW} from '@site/src/constants/layout';
import {scrollPositionAt, scrollTargetFor} from '@site/src/lib/toc';

/** Where headings land below the top of the window: 80px, or 95px at and below the cut-off. */
export function headingOffset(): number {
  return window.matchMedia(NARROW_QUERY).matches ? TOC_OFFSET_NARROW : TOC_OFFSET;
}

let running = 0;

/**
 * Scrolls the window so the heading lands `headingOffset()` px below the top: smoothly over 450ms (eased),
 * at once under prefers-reduced-motion. The URL takes the heading's hash, as a link would give it.
 */
export function scrollToHeading(id: string): void {
  const heading = document.getElementById(id);
  if (!heading) return;
  const from = window.scrollY;
  const maxScroll = document.documentElement.scrollHeight - window.innerHeight;
  const to = scrollTargetFor(heading.getBoundingClientRect().top + from, headingOffset(), maxScroll);
  const duration = window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 0 : SCROLL_DURATION_MS;
  window.history.pushState(window.history.state, '', `#${encodeURIComponent(id)}`);
  cancelAnimationFrame(running);
  if (duration === 0) {
    window.scrollTo({top: to, behavior: 'instant'});
    return;
  }
  const start = performance.now();
  const step = (now: number) => {
    const elapsed = now - start;
    window.scrollTo({top: scrollPositionAt(from, to, elapsed, duration), behavior: 'instant'});
    if (elapsed < duration) running = requestAnimationFrame(step);
  };
  running = requestAnimationFrame(step);
}
