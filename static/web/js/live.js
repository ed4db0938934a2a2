// Live updates of one play over its WebSocket. The server sends the whole state on connect and after every
// change; after a drop we reconnect with a growing delay and ask for a resync from the version we hold.

const CLOSE_UNAUTHORIZED = 4401;
const CLOSE_NOT_FOUND = 4404;
const MAX_DELAY_MS = 10000;

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
    this.wake = () => this.reconnectNow();
    window.addEventListener("online", this.wake);
    document.addEventListener("visibilitychange", this.wake);
    this.connect();
  }

  url() {
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    return `${scheme}://${location.host}/ws/plays/${this.playId}/`;
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
      if (message.type === "state") {
        if (message.version >= this.version) {
          this.version = message.version;
          this.onState(message);
        }
      } else if (message.type === "error") {
        this.onError(message.error || { message: "The server refused that." });
      }
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
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
      this.socket.send(JSON.stringify(message));
      return true;
    }
    return false;
  }

  // For tests and for the "connection lost" button: drop the socket as a network failure would.
  drop() {
    if (this.socket) this.socket.close(4000, "client drop");
  }

  close() {
    this.stopped = true;
    clearTimeout(this.timer);
    window.removeEventListener("online", this.wake);
    document.removeEventListener("visibilitychange", this.wake);
    if (this.socket) this.socket.close(1000, "bye");
    this.socket = null;
  }
}
