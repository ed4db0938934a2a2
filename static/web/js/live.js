// Live updates of one play over its WebSocket, and the moves made over it. The server sends the whole state on
// connect and after every change; after a drop we reconnect with a growing delay and ask for a resync from the
// version we hold.
//
// Moves (issue 43): `act()` sends a move over the socket, the cheap way (no HTTP request, no authentication
// per move) and answers with the server's answer, the new state or a refusal. The sends are paced under the
// socket's message budget (docs/clients.md: 100 messages per 20 s, or the socket is closed with 1008). A move
// whose socket drops before its answer is sent again once on the next socket, with the same expected_version,
// so it can never be applied twice: if the first one landed, the next socket's first state is past it and
// nothing is resent; if it landed while the new socket was opening, the resend is refused as stale.
//
// The socket asks for the compact answer (issue 43): after its first, whole state, each change comes as a patch
// that CompactPlay applies to the state held; a patch that does not follow it is answered with a sync for the
// whole state. What the page is handed is the same whole snapshot either way.

import { ApiError } from "./api.js";
import { CompactPlay, PatchGap } from "./compact.js";

const CLOSE_UNAUTHORIZED = 4401;
const CLOSE_NOT_FOUND = 4404;
const MAX_DELAY_MS = 10000;
// The server's budget is 100 messages per 20 s: keep a margin for the syncs a reconnect sends.
const BUDGET = 80;
const WINDOW_MS = 20000;

export class LiveConnection {
  // onState(snapshot), onStatus("connecting" | "live" | "reconnecting" | "closed", detail), onError(error)
  constructor({ playId, token, version, onState, onStatus, onError }) {
    this.playId = playId;
    this.token = token;
    this.version = version;
    this.onState = onState;
    this.onStatus = onStatus || (() => {});
    this.onError = onError || (() => {});
    this.attempt = 0;
    this.stopped = false;
    this.timer = null;
    this.socket = null;
    this.pending = null; // the move waiting for its answer: {message, resolve, reject, sent, retried}
    this.sends = []; // when the recent messages were sent (the budget's window)
    this.wake = () => this.reconnectNow();
    window.addEventListener("online", this.wake);
    document.addEventListener("visibilitychange", this.wake);
    this.connect();
  }

  url() {
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    return `${scheme}://${location.host}/ws/plays/${this.playId}/?answer=compact`;
  }

  connect() {
    if (this.stopped) return;
    this.onStatus(this.attempt ? "reconnecting" : "connecting");
    let socket;
    try {
      // The token travels as a subprotocol pair: browsers cannot set headers on a WebSocket.
      socket = new WebSocket(this.url(), ["bearer", this.token]);
    } catch (error) {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    const held = new CompactPlay(); // this socket's frames: its first is whole
    socket.onopen = () => {
      this.attempt = 0;
      this.onStatus("live");
      // The server sends the state on connect anyway; asking by version also covers a connect that raced
      // with a move.
      this.send({ type: "sync", version: this.version });
    };
    socket.onmessage = (event) => {
      let message;
      try {
        message = JSON.parse(event.data);
      } catch {
        return;
      }
      if (message.type === "state" || message.type === "patch") {
        try {
          message = { type: "state", ...held.receive(message) };
        } catch (error) {
          if (!(error instanceof PatchGap)) throw error;
          this.send({ type: "sync" }); // answered whole
          return;
        }
      }
      if (message.type === "state") {
        const pending = this.pending;
        if (pending && message.version > pending.message.expected_version) {
          this.pending = null;
          if (pending.sent || pending.retried) {
            // The move's answer, or after a drop the position it had led to already: the caller shows it.
            this.version = Math.max(this.version, message.version);
            pending.resolve(message);
            return;
          }
          // Never sent, and the play moved on elsewhere meanwhile: refused as the server would.
          pending.reject(new ApiError(409, "stale_version", "The game moved on elsewhere.", { current_version: message.version }));
        }
        if (pending && !pending.sent && message.version === pending.message.expected_version) {
          this.transmit(pending); // the first state of a new socket: the move did not land, send it (again)
        }
        if (message.version >= this.version) {
          this.version = message.version;
          this.onState(message);
        }
      } else if (message.type === "error") {
        const error = message.error || { message: "The server refused that." };
        const pending = this.pending;
        if (pending && pending.sent) {
          this.pending = null;
          pending.reject(new ApiError(message.status, error.code, error.message, error.details));
          return;
        }
        this.onError(error);
      }
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      const pending = this.pending;
      if (pending) {
        if (pending.retried || this.stopped) {
          this.pending = null;
          pending.reject(new ApiError(0, "connection_lost", "The connection was lost before the server answered."));
        } else if (pending.sent) {
          pending.sent = false; // the next socket's first state says whether it landed
          pending.retried = true;
        }
      }
      if (this.stopped) return;
      if (event.code === CLOSE_UNAUTHORIZED || event.code === CLOSE_NOT_FOUND) {
        this.stopped = true;
        this.onStatus("closed", event.code === CLOSE_NOT_FOUND ? "not_found" : "unauthorized");
        return;
      }
      this.scheduleReconnect();
    };
  }

  scheduleReconnect() {
    if (this.stopped) return;
    this.attempt += 1;
    const delay = Math.min(MAX_DELAY_MS, 500 * 2 ** (this.attempt - 1)) * (0.75 + Math.random() * 0.5);
    this.onStatus("reconnecting", Math.round(delay / 1000));
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.connect(), delay);
  }

  reconnectNow() {
    if (this.stopped || document.visibilityState === "hidden") return;
    if (this.socket && this.socket.readyState <= WebSocket.OPEN) return;
    clearTimeout(this.timer);
    this.connect();
  }

  // A version learnt elsewhere (a REST reply) so that a resync asks from the right place.
  seen(version) {
    this.version = Math.max(this.version, version);
  }

  send(message) {
    if (this.socket && this.socket.readyState === WebSocket.OPEN) {
      this.sends.push(Date.now());
      this.socket.send(JSON.stringify(message));
      return true;
    }
    return false;
  }

  // A move over the socket: resolves with the new state, rejects with an ApiError (the server's refusal, or
  // "connection_lost" when a second socket dropped too). One move at a time.
  act(action, expectedVersion) {
    if (this.pending) return Promise.reject(new ApiError(0, "busy", "A move is on its way already."));
    if (this.stopped) return Promise.reject(new ApiError(0, "connection_lost", "The live connection is closed; reload the page."));
    return new Promise((resolve, reject) => {
      const pending = { message: { type: "action", action, expected_version: expectedVersion }, resolve, reject, sent: false, retried: false };
      this.pending = pending;
      if (this.socket && this.socket.readyState === WebSocket.OPEN) this.transmit(pending);
      else this.reconnectNow(); // sent by the next socket's first state
    });
  }

  // Sends the move now, or once the budget's window allows it.
  transmit(pending) {
    const now = Date.now();
    while (this.sends.length && now - this.sends[0] > WINDOW_MS) this.sends.shift();
    if (this.sends.length >= BUDGET) {
      clearTimeout(this.paceTimer);
      this.paceTimer = setTimeout(() => this.pending === pending && !pending.sent && this.transmit(pending), this.sends[0] + WINDOW_MS - now + 10);
      return;
    }
    if (this.send(pending.message)) pending.sent = true;
  }

  // For tests and for the "connection lost" button: drop the socket as a network failure would.
  drop() {
    if (this.socket) this.socket.close(4000, "client drop");
  }

  close() {
    this.stopped = true;
    clearTimeout(this.timer);
    clearTimeout(this.paceTimer);
    if (this.pending) {
      this.pending.reject(new ApiError(0, "connection_lost", "The game was closed."));
      this.pending = null;
    }
    window.removeEventListener("online", this.wake);
    document.removeEventListener("visibilitychange", this.wake);
    if (this.socket) this.socket.close(1000, "bye");
    this.socket = null;
  }
}
