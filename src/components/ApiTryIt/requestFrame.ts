import {parseFrameMessage, sendMessage, type FrameReply, type TryItRequest} from '@site/src/lib/tryItFrame';

/** How long the panel waits for its request frame to start before it says the frame did not load. */
const READY_TIMEOUT_MS = 10_000;

/** The serialized origin of a sandboxed frame without `allow-same-origin`: its messages come from "null". */
const OPAQUE_ORIGIN = 'null';

/** Thrown when the request frame never said it was listening (not served, or blocked). */
export class FrameNotReady extends Error {
  override name = 'FrameNotReady';
}

export interface RequestFrame {
  /** Sends a request through the frame; resolves with the frame's reply. */
  send(request: TryItRequest): Promise<FrameReply>;
  /** Removes the frame and stops listening; requests under way are dropped. */
  close(): void;
}

/**
 * Puts the "Try it" request frame (src/lib/tryItFrame.ts) into `container`, sandboxed to scripts only, and talks to
 * it: a message counts only when it comes from that frame's window, from an opaque origin, in the protocol's shape.
 */
export function openRequestFrame(container: HTMLElement, src: string): RequestFrame {
  const iframe = document.createElement('iframe');
  iframe.setAttribute('sandbox', 'allow-scripts');
  iframe.setAttribute('aria-hidden', 'true');
  iframe.tabIndex = -1;
  iframe.title = 'Try it request frame';
  iframe.hidden = true;
  iframe.src = src;

  const pending = new Map<number, (reply: FrameReply) => void>();
  let nextId = 0;
  let markReady: () => void = () => undefined;
  let failReady: (error: Error) => void = () => undefined;
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    failReady = reject;
  });
  // Handled by whoever sends; without a send, a frame that never answers is no error.
  ready.catch(() => undefined);
  const timer = window.setTimeout(
    () => failReady(new FrameNotReady(`${src} did not answer within ${READY_TIMEOUT_MS / 1000} seconds`)),
    READY_TIMEOUT_MS,
  );

  const onMessage = (event: MessageEvent) => {
    if (event.source !== iframe.contentWindow || event.origin !== OPAQUE_ORIGIN) return;
    const message = parseFrameMessage(event.data);
    if (!message) return;
    if (message.type === 'cairn-try-it:ready') {
      window.clearTimeout(timer);
      markReady();
      return;
    }
    const resolve = pending.get(message.id);
    pending.delete(message.id);
    resolve?.(message.reply);
  };
  window.addEventListener('message', onMessage);
  container.append(iframe);

  return {
    async send(request) {
      await ready;
      const id = nextId++;
      const reply = new Promise<FrameReply>((resolve) => pending.set(id, resolve));
      // An opaque origin cannot be named as the target: the frame is ours, sandboxed, and checks the sender.
      iframe.contentWindow?.postMessage(sendMessage(id, request), '*');
      return reply;
    },
    close() {
      window.clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      pending.clear();
      iframe.remove();
    },
  };
}
