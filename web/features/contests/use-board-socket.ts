import { useEffect, useRef, useState } from 'react';
import { BOARD_WS_PROTOCOL } from '../../../contract/api/contests';
import { ENDPOINTS } from '../../../contract/endpoints';
import { buildUrl } from '../../lib/api-client';
import { session } from '../../lib/session';

const RETRY_MS = 5000;

/**
 * Live board updates over the WebSocket (getContestBoardWs; a message {cid, version} means "the board changed, refetch"): `onChange` runs on each message. Answers whether the socket
 * is open; while it is not, the board's 30 s auto refresh is the fallback.
 */
export function useBoardSocket(cid: number, enabled: boolean, onChange: () => void): boolean {
  const [open, setOpen] = useState(false);
  const handler = useRef(onChange);
  handler.current = onChange;
  useEffect(() => {
    if (!enabled || typeof WebSocket === 'undefined') return;
    let socket: WebSocket | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let closed = false;
    const connect = () => {
      const url = new URL(buildUrl(ENDPOINTS.getContestBoardWs, undefined, { cid }), window.location.href);
      url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
      // Browsers cannot send the Authorization header here: the token goes as the second subprotocol.
      const token = session.token();
      socket = new WebSocket(url, token ? [BOARD_WS_PROTOCOL, token] : [BOARD_WS_PROTOCOL]);
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
