import { useEffect, useRef } from 'react';

/** Path of the server-sent event stream of the signed-in user's dashboards. */
export const SERVER_EVENTS_PATH = '/events';

/** Data of a 'series list' event: the list of series or creators of the user changed. */
export interface SeriesListEvent {
  uuid?: string;
}

/**
 * Data of an 'item' event: one item changed. `type` is COMICSERIES, COMICISSUE, CREATOR or
 * WEBTOONS; `status` comes with a publish change, `imagesStatus` when its images finished
 * (COMPLETE) or failed (FAILED); `deleted` when it was deleted.
 */
export interface ItemEvent {
  type: string;
  uuid: string;
  status?: string;
  imagesStatus?: string;
  deleted?: boolean;
}

/** What a component wants to hear. `reconnected` runs after the stream came back (events may have been missed). */
export interface ServerEventHandlers {
  'series list'?: (data: SeriesListEvent) => void;
  item?: (data: ItemEvent) => void;
  reconnected?: () => void;
}

type Listener = { current: ServerEventHandlers };

const listeners = new Set<Listener>();
let source: EventSource | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let retryDelayMs = 1000;
let lostConnection = false;
const RETRY_MAX_MS = 30_000;

function parse(data: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(data);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function dispatch(run: (handlers: ServerEventHandlers) => void): void {
  for (const listener of [...listeners]) run(listener.current);
}

function scheduleReconnect(): void {
  if (retryTimer || listeners.size === 0) return;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    if (listeners.size > 0 && !source) connect();
  }, retryDelayMs);
  retryDelayMs = Math.min(retryDelayMs * 2, RETRY_MAX_MS);
}

function connect(): void {
  if (typeof EventSource === 'undefined') return;
  const stream = new EventSource(SERVER_EVENTS_PATH, { withCredentials: true });
  source = stream;
  stream.onopen = () => {
    retryDelayMs = 1000;
    if (lostConnection) {
      lostConnection = false;
      dispatch((handlers) => handlers.reconnected?.());
    }
  };
  stream.onerror = () => {
    lostConnection = true;
    // The browser retries a dropped stream by itself; a refused one (401, 5xx) ends CLOSED and is
    // retried here with a growing delay.
    if (stream.readyState === EventSource.CLOSED) {
      stream.close();
      if (source === stream) source = null;
      scheduleReconnect();
    }
  };
  stream.addEventListener('series list', (event) => {
    const data = parse((event as MessageEvent<string>).data) as SeriesListEvent;
    dispatch((handlers) => handlers['series list']?.(data));
  });
  stream.addEventListener('item', (event) => {
    const data = parse((event as MessageEvent<string>).data);
    if (typeof data.uuid !== 'string') return;
    dispatch((handlers) => handlers.item?.(data as unknown as ItemEvent));
  });
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  if (!source && !retryTimer) connect();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      // Close a little later, so that moving between pages keeps one stream open.
      setTimeout(() => {
        if (listeners.size > 0) return;
        source?.close();
        source = null;
        if (retryTimer) clearTimeout(retryTimer);
        retryTimer = null;
        lostConnection = false;
      }, 2000);
    }
  };
}

/**
 * Listens to the dashboard's server-sent events (GET /events): 'series list' when the user's
 * series or creators change, 'item' when one item changes (spec 001 §2, §4). One stream is shared
 * by every component of the page and reconnects by itself; the handlers may change on every render.
 */
export function useServerEvents(handlers: ServerEventHandlers, enabled = true): void {
  const ref = useRef(handlers);
  useEffect(() => {
    ref.current = handlers;
  });
  useEffect(() => {
    if (!enabled) return undefined;
    return subscribe(ref);
  }, [enabled]);
}

/**
 * Runs `onEvent` when an 'item' event names `uuid` (and after a reconnection, when an event may have
 * been missed): how a card reloads itself (spec 001 §4).
 */
export function useItemEvents(uuid: string | null | undefined, onEvent: (event: ItemEvent | null) => void): void {
  useServerEvents(
    {
      item: (event) => {
        if (uuid && event.uuid === uuid) onEvent(event);
      },
      reconnected: () => onEvent(null),
    },
    !!uuid,
  );
}
