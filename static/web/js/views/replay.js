// The replay viewer: a finished play on its board, step by step (back, forward, play), its moves in words,
// and an address that opens it at the step shown. Each position comes from the server as its player saw it,
// so a face-down card stays face down here too.
//
// A ghost (`?beside=<play id>`): another play of the same daily deal (the day's leader, a league member),
// once the daily is revealed, drawn beside this one and moved by the same step slider. The leader's game is
// one click away from any revealed daily's replay.
//
// The analysis (GET /plays/<id>/analysis, once the deal is public; docs/analysis.md): its verdict over the
// board, the move that lost the win marked in the list, and the winning continuation from the turning point
// drawn beside the player's own game as the ghost is, moved by the same slider.
import { api, gameInfo } from "../api.js";
import { clear, errorBox, h, statusBadge, toast } from "../dom.js";
import { GAMES } from "../games/index.js";
import { endReason } from "./play.js";
import { analysisLine } from "./result.js";

const PLAY_DELAY_MS = 900;

export function renderReplay(root, playId, params) {
  const viewer = new ReplayViewer(root, playId, Number.parseInt(params.get("step") || "", 10), params.get("beside"));
  viewer.start();
  return () => viewer.close();
}

class ReplayViewer {
  constructor(root, playId, step, besideId) {
    this.root = root;
    this.playId = playId;
    this.besideId = besideId && /^[0-9a-f-]{36}$/.test(besideId) && besideId !== playId ? besideId : null;
    this.ghostViews = new Map();
    this.wayViews = new Map();
    this.analysis = null; // a found analysis: its turning point and continuation
    this.wanted = Number.isInteger(step) ? step : null;
    this.step = 0;
    this.views = new Map();
    this.timer = null;
    this.closed = false;
    this.loading = null;
    this.onKey = (event) => this.keydown(event);
  }

  async start() {
    clear(this.root, h("p.loading", "Loading the replay…"));
    try {
      this.replay = await api(`/plays/${this.playId}/replay`);
    } catch (error) {
      clear(
        this.root,
        h("div.panel.narrow", h("h1", "This replay cannot be shown"), errorBox(error),
          h("p", "A replay opens once the game is over: your own games, games shared by link, and every game of a daily challenge that has closed."),
          h("p", h("a", { href: "#/" }, "Back to today's challenges"))),
      );
      return;
    }
    if (this.closed) return;
    this.ownCount = this.replay.moves.length;
    this.ghost = await this.loadGhost();
    this.count = Math.max(this.ownCount, this.ghost ? this.ghost.moves.length : 0);
    this.info = (await gameInfo(this.replay.game).catch(() => null)) || { name: this.replay.game, rules_url: "#" };
    this.module = GAMES[this.replay.game];
    this.build();
    document.addEventListener("keydown", this.onKey);
    this.leaderLink();
    this.loadAnalysis();
    const first = this.wanted === null ? 0 : Math.max(0, Math.min(this.count, this.wanted));
    await this.go(first);
  }

  // The other play, if it is of the same daily deal and its replay is open (the daily is revealed).
  async loadGhost() {
    if (!this.besideId) return null;
    try {
      const ghost = await api(`/plays/${this.besideId}/replay`);
      if (ghost.game === this.replay.game && ghost.date && ghost.date === this.replay.date) return ghost;
      toast("The other game is not of the same daily deal.", "error");
    } catch (error) {
      toast(error.message, "error");
    }
    return null;
  }

  // Asked once the replay shows; a 403 (an open daily's deal) or a slow worker leaves the replay as it was.
  async loadAnalysis() {
    const line = await analysisLine(this.playId, 12);
    if (!line || this.closed) return;
    clear(this.els.verdict, line);
    this.els.verdict.hidden = false;
    const a = await api(`/plays/${this.playId}/analysis`).catch(() => null);
    if (!a || a.verdict !== "found" || this.closed) return;
    const lost = this.els.moves.querySelector(`button.action[data-step="${a.losing_move}"]`);
    if (lost) {
      lost.classList.add("is-turning");
      lost.append(h("span.action__note", { "data-testid": "turning-move" }, " ✗ the win slipped away here"));
    }
    this.els.verdict.append(
      " ",
      h("button.button.button--small", { type: "button", onclick: () => this.go(a.turning_point), "data-testid": "analysis-turning" }, "Go to the turning point"),
      " ",
      h("button.button.button--small", { type: "button", onclick: () => this.showWay(a), "data-testid": "analysis-way" }, "Show the way on"),
    );
  }

  // The way on beside the game, asked for: the slider then reaches the end of the longer of the two.
  async showWay(a) {
    if (this.analysis) return;
    this.analysis = a;
    this.count = Math.max(this.count, a.turning_point + a.continuation.length);
    this.els.slider.max = this.count;
    this.els.wayColumn.hidden = false;
    await this.go(a.turning_point);
  }

  // The day's leader, for the "beside the leader" link of a revealed daily's replay.
  async leaderLink() {
    if (!this.replay.date || this.ghost) return;
    try {
      const page = await api(`/leaderboards/?kind=daily&game=${this.replay.game}&period=${this.replay.date}`);
      if (!page.results.length) return;
      const top = await api(`/leaderboards/${page.results[0].board}/?limit=1`);
      const leader = top.entries[0];
      if (!leader || !leader.play_id || leader.play_id === this.playId || this.closed) return;
      this.els.ghostLink.append(h("a.button.button--small", { href: `#/replay/${this.playId}?beside=${leader.play_id}`, "data-testid": "beside-leader" }, `Beside the leader (${leader.player})`));
    } catch {
      // No board to read: the link is a convenience, the replay stands without it.
    }
  }

  close() {
    this.closed = true;
    this.pause();
    document.removeEventListener("keydown", this.onKey);
  }

  build() {
    const r = this.replay;
    const button = (label, title, onclick, testid) =>
      h("button.button.replay-button", { type: "button", title, "aria-label": title, onclick, "data-testid": testid }, label);
    this.els = {
      position: h("span.replay-position", { "aria-live": "polite", "data-testid": "replay-position" }),
      slider: h("input.replay-slider", {
        type: "range",
        min: 0,
        max: this.count,
        value: 0,
        "aria-label": "Step",
        oninput: (event) => this.go(Number(event.target.value)),
      }),
      play: button("Play", "Play", () => this.toggle(), "replay-play"),
      board: h(`div.board.board--${this.module ? this.module.slug : "unknown"}.board--replay`, { "data-testid": "board" }),
      caption: h("p.replay-caption"),
      moves: h("ol.replay-moves", { "data-testid": "replay-moves" }),
      counters: h("dl.counters", { "aria-label": "Counters" }),
      ghostLink: h("span.replay-ghost-link"),
      ghostBoard: h(`div.board.board--${this.module ? this.module.slug : "unknown"}.board--replay.board--ghost`, { "data-testid": "ghost-board" }),
      ghostCaption: h("p.replay-caption", { "data-testid": "ghost-caption" }),
      verdict: h("p.replay-verdict", { "data-testid": "analysis-verdict", hidden: true }),
      wayBoard: h(`div.board.board--${this.module ? this.module.slug : "unknown"}.board--replay.board--ghost`, { "data-testid": "way-board" }),
      wayCaption: h("p.way-caption", { "data-testid": "way-caption" }),
    };
    this.els.wayColumn = h(
      "div.board-column.board-column--way",
      { hidden: true, "data-testid": "way-column" },
      h("div.prompt", h("strong", "The way on"), this.els.wayCaption),
      h("div.board-scroll", this.els.wayBoard),
    );
    const title = r.date ? `${this.info.name} · daily challenge of ${r.date}` : `${this.info.name} · ${r.mode}`;
    clear(
      this.root,
      h(
        "section.replay",
        h(
          "header.play-head",
          h("div.play-head__title", h("h1.play-title", `Replay: ${title}`), h("div.play-badges", statusBadge(r.status, r.end_reason), h("span.muted", `${r.player} · score ${r.score}`))),
          h("div.play-head__meta", this.els.counters),
        ),
        h(
          "div.replay-controls",
          { role: "group", "aria-label": "Replay controls" },
          button("|◀", "First position", () => this.go(0), "replay-first"),
          button("◀", "Step back", () => this.go(this.step - 1), "replay-back"),
          this.els.play,
          button("▶", "Step forward", () => this.go(this.step + 1), "replay-forward"),
          button("▶|", "Last position", () => this.go(this.count), "replay-last"),
          this.els.position,
          this.els.slider,
          h("button.button.button--small", { type: "button", onclick: () => this.copyLink(), "data-testid": "replay-copy-link" }, "Copy the link"),
          this.els.ghostLink,
        ),
        this.els.verdict,
        h(
          "div.play-body",
          h("div.board-column", h("div.prompt", this.els.caption), h("div.board-scroll", this.els.board)),
          this.ghost
            ? h(
                "div.board-column.board-column--ghost",
                h("div.prompt", h("strong", `${this.ghost.player} · score ${this.ghost.score}`), this.els.ghostCaption),
                h("div.board-scroll", this.els.ghostBoard),
              )
            : null,
          this.els.wayColumn,
          h(
            "aside.actions-panel",
            { "aria-label": "The moves" },
            h("h2.actions-title", `Moves (${this.count})`),
            h("p.actions-note", r.end_reason ? endReason({ end_reason: r.end_reason }) : ""),
            this.els.moves,
          ),
        ),
      ),
    );
    clear(
      this.els.moves,
      h("li", h("button.action", { type: "button", "data-step": 0, onclick: () => this.go(0) }, h("span.action__number", "0"), h("span.action__text", "The deal"))),
      r.moves.map((text, i) =>
        h("li", h("button.action", { type: "button", "data-step": i + 1, onclick: () => this.go(i + 1) }, h("span.action__number", i + 1), h("span.action__text", text))),
      ),
    );
  }

  async view(step) {
    if (!this.views.has(step)) this.views.set(step, api(`/plays/${this.playId}/replay/${step}`));
    try {
      return await this.views.get(step);
    } catch (error) {
      this.views.delete(step);
      throw error;
    }
  }

  async ghostView(step) {
    if (!this.ghostViews.has(step)) this.ghostViews.set(step, api(`/plays/${this.besideId}/replay/${step}`));
    try {
      return await this.ghostViews.get(step);
    } catch (error) {
      this.ghostViews.delete(step);
      throw error;
    }
  }

  async wayView(step) {
    if (!this.wayViews.has(step)) this.wayViews.set(step, api(`/plays/${this.playId}/analysis/${step}`));
    try {
      return await this.wayViews.get(step);
    } catch (error) {
      this.wayViews.delete(step);
      throw error;
    }
  }

  async go(step) {
    step = Math.max(0, Math.min(this.count, step));
    this.target = step;
    let data;
    let ghost = null;
    let way = null;
    const a = this.analysis;
    try {
      // One step for all: a game that ended earlier stays on its last position; the way waits at the turning
      // point until the slider reaches it.
      [data, ghost, way] = await Promise.all([
        this.view(Math.min(step, this.ownCount)),
        this.ghost ? this.ghostView(Math.min(step, this.ghost.moves.length)) : null,
        a ? this.wayView(Math.max(0, Math.min(step - a.turning_point, a.continuation.length))) : null,
      ]);
    } catch (error) {
      toast(error.message, "error");
      this.pause();
      return;
    }
    if (this.closed || this.target !== step) return;
    this.step = step;
    this.draw(data, step);
    if (ghost) this.drawGhost(ghost);
    if (way) this.drawWay(way, step);
    // Prefetch the next position so that stepping forward and playing do not wait.
    if (step < this.count) this.view(step + 1).catch(() => {});
  }

  drawGhost(data) {
    const s = { view: data.view, status: data.status, score: data.score, mode: "daily", actions_count: data.step };
    if (this.module) clear(this.els.ghostBoard, this.module.render(data.view, s));
    else clear(this.els.ghostBoard, h("pre.raw-view", JSON.stringify(data.view, null, 2)));
    for (const el of this.els.ghostBoard.querySelectorAll("button, [tabindex]")) {
      el.tabIndex = -1;
      if (el.tagName === "BUTTON") el.disabled = true;
    }
    clear(this.els.ghostCaption, data.step === 0 ? "The deal" : `Move ${data.step} of ${data.count}: ${this.ghost.moves[data.step - 1]}`);
  }

  drawWay(data, step) {
    const a = this.analysis;
    const s = { view: data.view, status: data.status, score: data.score, mode: this.replay.mode, actions_count: data.move };
    if (this.module) clear(this.els.wayBoard, this.module.render(data.view, s));
    else clear(this.els.wayBoard, h("pre.raw-view", JSON.stringify(data.view, null, 2)));
    for (const el of this.els.wayBoard.querySelectorAll("button, [tabindex]")) {
      el.tabIndex = -1;
      if (el.tagName === "BUTTON") el.disabled = true;
    }
    let caption;
    if (step < a.turning_point) caption = `From move ${a.turning_point} the game could still be won: the way on starts there.`;
    else if (data.step === 0) caption = `After move ${a.turning_point}: still winnable from here. The game's move ${a.losing_move} lost it.`;
    else caption = `Way ${data.step} of ${data.count}: ${a.continuation_moves[data.step - 1]}${data.status === "won" ? " · won" : ""}`;
    clear(this.els.wayCaption, caption);
  }

  draw(data, step = data.step) {
    const s = { view: data.view, status: data.status, score: data.score, mode: this.replay.mode, actions_count: data.step };
    if (this.module) clear(this.els.board, this.module.render(data.view, s));
    else clear(this.els.board, h("pre.raw-view", JSON.stringify(data.view, null, 2)));
    // A replay is to look at: nothing on its board takes a click or the keyboard.
    for (const el of this.els.board.querySelectorAll("button, [tabindex]")) {
      el.tabIndex = -1;
      if (el.tagName === "BUTTON") el.disabled = true;
    }
    this.els.position.textContent = `Step ${step} of ${this.count}`;
    this.els.slider.value = String(step);
    clear(this.els.caption, data.step === 0 ? h("strong", "The deal") : [h("strong", `Move ${data.step}: `), this.replay.moves[data.step - 1]]);
    clear(
      this.els.counters,
      [["Score", data.score], ["Step", `${data.step} / ${data.count}`], ...(this.module ? this.module.counters(data.view, s) : [])].map(([label, value]) =>
        h("div.counter", h("dt", label), h("dd", { "data-counter": label }, value)),
      ),
    );
    for (const button of this.els.moves.querySelectorAll("button.action")) {
      const current = Number(button.dataset.step) === data.step;
      button.classList.toggle("is-ready", current);
      if (current) button.setAttribute("aria-current", "step");
      else button.removeAttribute("aria-current");
      if (current) button.scrollIntoView({ block: "nearest" });
    }
    // The address names the step, so a copied link opens here (replaceState: no new route, no history spam).
    const beside = this.ghost ? `&beside=${this.besideId}` : "";
    history.replaceState(null, "", `#/replay/${this.playId}?step=${step}${beside}`);
    if (step >= this.count) this.pause();
  }

  toggle() {
    if (this.timer) this.pause();
    else {
      if (this.step >= this.count) this.go(0);
      this.els.play.textContent = "Pause";
      this.els.play.setAttribute("aria-label", "Pause");
      this.els.play.title = "Pause";
      this.timer = setInterval(() => this.go(this.step + 1), PLAY_DELAY_MS);
    }
  }

  pause() {
    clearInterval(this.timer);
    this.timer = null;
    if (this.els) {
      this.els.play.textContent = "Play";
      this.els.play.setAttribute("aria-label", "Play");
      this.els.play.title = "Play";
    }
  }

  async copyLink() {
    try {
      await navigator.clipboard.writeText(location.href);
      toast("Link copied: it opens this replay at this step.");
    } catch {
      toast(location.href, "info", 8000);
    }
  }

  keydown(event) {
    if (event.target.closest && event.target.closest("input, textarea, select")) return;
    const moves = { ArrowLeft: -1, ArrowRight: 1 };
    if (event.key in moves) {
      event.preventDefault();
      this.pause();
      this.go(this.step + moves[event.key]);
    } else if (event.key === "Home") this.go(0);
    else if (event.key === "End") this.go(this.count);
    else if (event.key === " " && !event.target.closest("button, a")) {
      event.preventDefault();
      this.toggle();
    }
  }
}
