import { useEffect, useRef, useState } from 'react';
import { ENDPOINTS } from '../../../contract/endpoints';
import type { Endpoint } from '../../../contract/api/endpoint';
import { buildUrl } from '../../lib/api-client';

/** The board's push entry, when the Worker has one (a message {cid, version} means "the board changed, refetch"). */
function socketEntry(): Endpoint | undefined {
  return Object.values(ENDPOINTS as Record<string, Endpoint>).find((entry) => entry.method === 'GET' && /board-ws/.test(entry.path));
}

const RETRY_MS = 5000;

/**
 * Live board updates over the WebSocket: `onChange` runs on each message. Answers whether the socket
 * is open; while it is not, the board's 30 s auto refresh is the fallback.
 */
export function useBoardSocket(cid: number, enabled: boolean, onChange: () => void): boolean {
  const [open, setOpen] = useState(false);
  const handler = useRef(onChange);
  handler.current = onChange;
  useEffect(() => {
    const entry = socketEntry();
    if (!enabled || !entry || typeof WebSocket === 'undefined') return;
    let socket: WebSocket | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let closed = false;
    const connect = () => {
      const url = new URL(buildUrl(entry, undefined, { cid }), window.location.href);
      url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
      socket = new WebSocket(url);
      socket.onopen = () => setOpen(true);
      socket.onmessage = () => handler.current();
      socket.onclose = () => {
        setOpen(false);
        if (!closed) timer = setTimeout(connect, RETRY_MS);
      };
    };
    connect();
    return () => {
      closed = true;
      clearTimeout(timer);
      socket?.close();
    };
  }, [cid, enabled]);
  return open;
}
