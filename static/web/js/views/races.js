// Races: the quick-match queue and the open lobbies (#/races), and a race's page (#/races/<id>): its racers'
// progress live over the race socket (counters only: the server never sends another racer's cards), the
// countdown to the start, my own board (the play screen of my play of the deal) and the results.
import { api, auth, games } from "../api.js";
import { clear, errorBox, h, toast } from "../dom.js";
import { renderPlay } from "./play.js";

export function renderRaces(root) {
  if (!auth.token) {
    clear(root, h("div.panel.narrow", h("h1", "Races"), h("p", "Sign in with a registered account to race."), h("a.button", { href: "#/signin" }, "Sign in")));
    return;
  }
  const lobbies = h("ul", { "data-testid": "race-lobbies" });
  const buttons = h("div.race-games");
  clear(root, h("div.panel", h("h1", "Race on the same deal"), h("p", "Everyone plays the same fresh deal at once; the server replays every game to decide the order."), buttons, h("h2", "Open lobbies"), lobbies));
  games().then((catalogue) =>
    clear(
      buttons,
      catalogue.map((g) =>
        h(
          "span",
          h("button.button.button--primary", { type: "button", onclick: () => api("/races/quick-match", { method: "POST", body: { game: g.slug } }).then((r) => (location.hash = `#/races/${r.id}`)).catch((e) => toast(e.message, "error")) }, `Quick match: ${g.name}`),
          " ",
          h("button.button", { type: "button", "data-testid": `new-race-${g.slug}`, onclick: () => api("/races", { method: "POST", body: { game: g.slug } }).then((r) => (location.hash = `#/races/${r.id}`)).catch((e) => toast(e.message, "error")) }, "New lobby"),
          " ",
        ),
      ),
    ),
  );
  api("/race-lobbies")
    .then((races) => clear(lobbies, races.length ? races.map((r) => h("li", h("a", { href: `#/races/${r.id}` }, `${r.game} · ${r.racers.map((x) => x.player).join(", ")}`))) : h("li.muted", "None open: start one.")))
    .catch((error) => clear(lobbies, errorBox(error)));
}

export function renderRace(root, raceId) {
  const screen = new RaceScreen(root, raceId);
  screen.start();
  return () => screen.close();
}

class RaceScreen {
  constructor(root, raceId) {
    this.root = root;
    this.raceId = raceId;
    this.race = null;
    this.closed = false;
    this.board = h("div.race-board", { "data-testid": "race-board" });
    this.boardCleanup = null;
    this.boardFor = null;
    this.countdownTimer = null;
  }

  start() {
    this.status = h("p", { "data-testid": "race-status" }, "Connecting…");
    this.table = h("tbody");
    this.controls = h("div.race-controls");
    clear(
      this.root,
      h("section.panel", { "data-testid": "race-page" }, h("h1", "Race"), this.status, this.controls,
        h("table.board", h("thead", h("tr", h("th", "Seat"), h("th", "Player"), h("th", "Moves"), h("th", "Score"), h("th", "Progress"), h("th", "Place"))), this.table)),
      this.board,
    );
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    const protocols = auth.token ? ["bearer", auth.token] : [];
    this.socket = new WebSocket(`${scheme}://${location.host}/ws/races/${this.raceId}/`, protocols);
    this.socket.onmessage = (event) => this.receive(JSON.parse(event.data));
    this.socket.onclose = (event) => {
      if (!this.closed && event.code === 4404) clear(this.status, "There is no such race.");
    };
  }

  close() {
    this.closed = true;
    clearInterval(this.countdownTimer);
    if (this.boardCleanup) this.boardCleanup();
    if (this.socket) this.socket.close();
  }

  receive(frame) {
    if (frame.type === "race") {
      this.race = frame;
      this.draw();
    } else if (frame.type === "progress" && this.race) {
      const racer = this.race.racers.find((r) => r.seat === frame.seat);
      if (racer) Object.assign(racer, { moves: frame.moves, score: frame.score, status: frame.status, progress: frame.progress });
      this.drawRacers();
    } else if (frame.type === "state" && this.race) {
      // My own play, as the play socket sends it: my row follows it (the board has its own socket).
      const me = this.race.racers.find((r) => r.seat === this.race.my_seat);
      if (me) Object.assign(me, { moves: frame.actions_count, score: frame.score, status: frame.status });
      this.drawRacers();
    }
  }

  draw() {
    const r = this.race;
    clearInterval(this.countdownTimer);
    const mine = r.my_seat !== null;
    const controls = [];
    if (r.status === "lobby" && mine && r.racers.find((x) => x.seat === r.my_seat)?.player === r.creator)
      controls.push(h("button.button.button--primary", { type: "button", "data-testid": "race-start", onclick: () => this.post("start") }, "Start the race"));
    if (r.status === "lobby" && !mine && auth.token)
      controls.push(h("button.button.button--primary", { type: "button", "data-testid": "race-join", onclick: () => this.post("join") }, "Join"));
    if ((r.status === "lobby" || r.status === "running") && mine)
      controls.push(h("button.button", { type: "button", "data-testid": "race-leave", onclick: () => this.post("leave") }, r.status === "running" ? "Leave (resign)" : "Leave"));
    clear(this.controls, controls);
    if (r.status === "running") {
      const tick = () => {
        const toStart = (new Date(r.starts_at) - Date.now()) / 1000;
        const left = (new Date(r.ends_at) - Date.now()) / 1000;
        this.status.textContent = toStart > 0 ? `Starting in ${Math.ceil(toStart)}…` : `Racing: ${Math.max(0, Math.ceil(left))} s left`;
        if (toStart <= 0) this.showBoard();
      };
      tick();
      this.countdownTimer = setInterval(tick, 250);
    } else {
      this.status.textContent = { lobby: `Lobby: ${r.racers.length} of ${r.capacity} players`, finished: "Finished: the server is checking the games…", rated: "Results", cancelled: "Cancelled" }[r.status] || r.status;
      if (r.status === "rated" || r.status === "finished") this.showBoard();
    }
    this.drawRacers();
  }

  showBoard() {
    if (!this.race.my_play || this.boardFor === this.race.my_play) return;
    this.boardFor = this.race.my_play;
    this.boardCleanup = renderPlay(this.board, this.race.my_play);
  }

  drawRacers() {
    clear(
      this.table,
      this.race.racers.map((x) =>
        h(
          "tr",
          { "data-testid": `racer-${x.seat}`, class: x.seat === this.race.my_seat ? "is-me" : "" },
          h("td", x.seat + 1),
          h("td", x.player, x.left ? " (left)" : ""),
          h("td", { "data-testid": `racer-${x.seat}-moves` }, x.moves ?? ""),
          h("td", x.score ?? ""),
          h("td", Object.entries(x.progress || {}).map(([k, v]) => `${k.replace(/_/g, " ")} ${v}`).join(", ")),
          h("td", { "data-testid": `racer-${x.seat}-place` }, x.placement ?? ""),
        ),
      ),
    );
  }

  async post(what) {
    try {
      await api(`/races/${this.raceId}/${what}`, { method: "POST" });
      if (what === "leave" && this.race.status === "lobby") location.hash = "#/races";
    } catch (error) {
      toast(error.message, "error");
    }
  }
}
