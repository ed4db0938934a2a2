// Races: the quick-match queue and the open lobbies (#/races), and a race's page (#/races/<id>): its racers'
// progress live over the race socket (counters only: the server never sends another racer's cards), the
// countdown to the start, my own board (the play screen of my play of the deal) and the results.
import { api, auth, games } from "../api.js";
import { clear, duration, errorBox, h, toast } from "../dom.js";
import { renderPlay } from "./play.js";

export function renderRaces(root) {
  if (!auth.token) {
    clear(root, h("div.panel.narrow", h("h1", "Races"), h("p", "Sign in with a registered account to race."), h("a.button", { href: `#/signin?next=${encodeURIComponent(location.hash)}` }, "Sign in")));
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

function ordinal(n) {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? "th" : { 1: "st", 2: "nd", 3: "rd" }[n % 10] || "th";
  return `${n}${suffix}`;
}

// The race rating after the race and its change (a first race starts from 0: openskill's mu - 3 sigma).
function ratingChange(racer) {
  if (racer.rating === null || racer.rating === undefined) return "not rated";
  const change = racer.rating - (racer.rating_before ?? 0);
  const signed = (value, plus = "") => `${value < 0 ? "−" : plus}${Math.abs(value).toFixed(1)}`;
  return `${signed(racer.rating)} (${signed(change, "+")})`;
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
    // My result, at the top of the race's page: the play's own end panel (further down, under the board) says
    // how the game ended; this says how the race did.
    this.result = h("section.race-result", { hidden: true, tabindex: "-1", "data-testid": "race-result", "aria-live": "polite" });
    this.resultShown = false;
    const head = ["Seat", "Player", "Moves", "Score", "Progress", "Time", "Place", "Race rating"];
    clear(
      this.root,
      h("section.panel", { "data-testid": "race-page" }, h("h1", "Race"), this.status, this.controls, this.result,
        // board-table, not board: .board is a game's felt (light ink), unreadable on a panel.
        h("div.table-scroll", { role: "region", "aria-label": "Racers", tabindex: "0" }, h("table.board-table", h("thead", h("tr", head.map((t) => h("th", { scope: "col" }, t)))), this.table))),
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
    if (r.status === "lobby" && !auth.token)
      controls.push(h("a.button.button--primary", { href: `#/signin?next=${encodeURIComponent(location.hash)}` }, "Sign in to join"));
    if ((r.status === "lobby" || r.status === "running") && mine)
      controls.push(h("button.button", { type: "button", "data-testid": "race-leave", onclick: () => this.post("leave") }, r.status === "running" ? "Leave (resign)" : "Leave"));
    if (r.status === "lobby" && mine)
      controls.push(h("p.race-invite", "Friends join with this page's link: ", h("a", { href: location.href, "data-testid": "race-link" }, location.href)));
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
    this.drawResult();
  }

  // Place, time, score and the race rating's change of my seat, in view once the results are verified.
  drawResult() {
    const r = this.race;
    const me = r.racers.find((x) => x.seat === r.my_seat);
    if (!me || !(r.status === "finished" || r.status === "rated")) {
      this.result.hidden = true;
      return;
    }
    this.result.hidden = false;
    if (r.status === "finished" || me.placement === null) {
      clear(this.result, h("h2", "Race over"), h("p", "The server is replaying every game to decide the places…"));
      return;
    }
    const fact = (label, value, testid) => h("div", h("dt", label), h("dd", { "data-testid": testid }, value));
    const heading = h("h2", { "data-testid": "race-place" }, `You placed ${ordinal(me.placement)} of ${r.racers.length}`);
    clear(
      this.result,
      heading,
      h(
        "dl.facts.race-facts",
        fact("Place", ordinal(me.placement), "race-result-place"),
        fact("Time", me.seconds !== null ? duration(me.seconds) : me.left ? "left the race" : "did not finish", "race-result-time"),
        fact("Score", me.score ?? 0, "race-result-score"),
        fact("Race rating", ratingChange(me), "race-rating-change"),
      ),
      h("p", h("a", { href: `#/races` }, "Race again")),
    );
    if (!this.resultShown) {
      // Once: a later frame (a reconnect) must not pull the page back here while the player reads elsewhere.
      this.resultShown = true;
      const reduced = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      this.result.scrollIntoView({ block: "start", behavior: reduced ? "auto" : "smooth" });
      this.result.focus({ preventScroll: true });
    }
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
          h("td", x.seconds !== null && x.seconds !== undefined ? duration(x.seconds) : ""),
          h("td", { "data-testid": `racer-${x.seat}-place` }, x.placement ?? ""),
          h("td", { "data-testid": `racer-${x.seat}-rating` }, x.rating !== null && x.rating !== undefined ? ratingChange(x) : ""),
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
