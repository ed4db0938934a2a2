// The play screen: the board of any of the five games, its counters and clock, direct manipulation (click or
// drag), the legal moves in words, undo / hint / resign with their shortcuts, live updates, and the end screen
// (a daily's result card with Share, a practice loss that can be taken back, the win moment).
import { ApiError, api, auth, gameInfo, installId } from "../api.js";
import { clear, duration, errorBox, h, statusBadge, toast, words } from "../dom.js";
import { frenchLabel } from "../cards.js";
import { BoardDrag } from "../drag.js";
import { BoardKeys } from "../keyboard.js";
import { GAMES } from "../games/index.js";
import { LiveConnection } from "../live.js";
import { Selection } from "../select.js";
import { HELD_WORDS, VERDICTS, celebrate, heldReason, resultCard, verdictOf } from "./result.js";

// A daily resumed here is linked by this browser's installation as one started here (docs/fair-play.md, "Linked
// accounts"): the play's read sends the id the start sends.
function resumed() {
  return { headers: { "X-Client-Install": installId() } };
}

const END_WORDS = {
  won: "You won!",
  lost: "You lost.",
  resigned: "You resigned.",
};

// Above this many moves the list is grouped by card (see renderActions).
const GROUP_ABOVE = 12;
const FRENCH_GAMES = new Set(["weaver", "witch", "journey"]);
const FRENCH_CODE = /\b([2-9TJQKA])([SHDC])\b/g;

export function frenchGlyphs(text) {
  return text.replace(FRENCH_CODE, (_, rank, suit) => frenchLabel(rank + suit));
}

const SHORTCUTS = [
  ["u, Ctrl+Z", "Undo the last move (practice; also takes back a lost game)"],
  ["h", "Ask for a hint (practice)"],
  ["Enter", "Play the move your selection names"],
  ["Esc", "Clear the selection, the hint or this list"],
  ["Tab", "Into the board and out of it (the board is one stop)"],
  ["←, →, ↑, ↓, Home, End", "Walk the places you can pick now; Enter or Space picks one"],
  ["1 … 9, 0, -, =", "Pick the 1st … 12th of them at once: a card, then where it goes"],
  ["?", "Show or hide these shortcuts"],
];

const END_WAIT_MS = 1500;
// How many times the end screen reads a new score while it is pending (half a second apart: six seconds).
const SCORE_READS = 12;

export function renderPlay(root, playId) {
  const screen = new PlayScreen(root, playId);
  screen.start();
  return () => screen.close();
}

class PlayScreen {
  constructor(root, playId) {
    this.root = root;
    this.playId = playId;
    this.snapshot = null;
    this.selection = new Selection([]);
    this.busy = false;
    this.hint = null;
    this.filter = "";
    this.expanded = new Set(); // the move groups opened with "N more" (cleared at every new position)
    this.live = null;
    this.closed = false;
    this.autoplaying = false;
    this.onKey = (event) => this.keydown(event);
    this.clockTimer = null;
  }

  async start() {
    clear(this.root, h("p.loading", "Loading the game…"));
    if (!auth.token) {
      clear(
        this.root,
        h("div.panel.narrow", h("h1", "Sign in to see this game"), h("p", "Games belong to the player who started them."),
          h("a.button.button--primary", { href: "#/signin" }, "Sign in")),
      );
      return;
    }
    let snapshot;
    try {
      snapshot = await api(`/plays/${this.playId}`, resumed());
    } catch (error) {
      clear(this.root, h("div.panel.narrow", h("h1", "This game cannot be shown"), errorBox(error),
        h("p", h("a", { href: "#/" }, "Back to today's challenges"))));
      return;
    }
    if (this.closed) return;
    this.info = (await gameInfo(snapshot.game).catch(() => null)) || { name: snapshot.game, rules_url: "#" };
    this.module = GAMES[snapshot.game];
    // A finished game's end panel fills in from further answers (its rank, a daily's result card) and grew
    // above the board once shown (a layout shift of 0.13 on a desktop, 0.19 on a phone): the screen is built
    // off the page and shown when the panel is full, or after END_WAIT_MS at most.
    const page = this.root;
    const finished = snapshot.status !== "playing";
    if (finished) this.root = h("div");
    this.build();
    this.apply(snapshot);
    if (finished) {
      await Promise.race([this.endDone, new Promise((resolve) => setTimeout(resolve, END_WAIT_MS))]);
      clear(page, [...this.root.childNodes]);
      this.root = page;
      if (this.closed) return;
    }
    document.addEventListener("keydown", this.onKey);
    this.live = new LiveConnection({
      playId: this.playId,
      token: auth.token,
      version: snapshot.version,
      onState: (state) => this.apply(state, { live: true }),
      onStatus: (status, detail) => this.showConnection(status, detail),
      onError: (error) => toast(error.message, "error"),
    });
    // A handle for people debugging in the console and for the browser tests' drop-and-resync check.
    window.__patience = { screen: this, drop: () => this.live && this.live.drop() };
  }

  close() {
    this.closed = true;
    document.removeEventListener("keydown", this.onKey);
    clearInterval(this.clockTimer);
    if (this.shortcuts) this.shortcuts.remove();
    if (this.resignDialog) this.resignDialog.remove();
    if (this.keys) this.keys.close();
    if (this.stopCard) this.stopCard();
    if (this.live) this.live.close();
    if (window.__patience && window.__patience.screen === this) delete window.__patience;
  }

  // ---- layout ---------------------------------------------------------------------------------------------

  build() {
    const name = this.info.name;
    this.els = {
      title: h("h1.play-title", name),
      badges: h("div.play-badges"),
      counters: h("dl.counters", { "aria-label": "Counters" }),
      connection: h("span.connection", { role: "status", "aria-live": "polite" }),
      controls: h("div.play-controls"),
      end: h("section.end-panel", { hidden: true, "aria-live": "polite" }),
      prompt: h("div.prompt", { "aria-live": "polite" }),
      board: h(`div.board.board--${this.module ? this.module.slug : "unknown"}`, { "data-testid": "board" }),
      actionsTitle: h("h2.actions-title"),
      actionsNote: h("p.actions-note"),
      actions: h("ol.action-list", { "data-testid": "actions" }),
      // What each move did, for screen readers: the board itself redraws silently.
      announcer: h("div.visually-hidden", { role: "status", "aria-live": "polite", "data-testid": "announcer" }),
    };
    this.els.board.addEventListener("click", (event) => this.boardClick(event));
    this.drag = new BoardDrag(this.els.board, {
      movesFrom: (key) => this.selection.entries.filter((e) => e.targets.length === 2 && e.targets[0] === key),
      onDrop: (entry) => ((this.hint = null), this.play(entry)),
      enabled: () => !this.busy && this.snapshot && this.snapshot.status === "playing",
    });
    this.keys = new BoardKeys(this.els.board, {
      pick: (el) => this.boardClick({ target: el, type: "keydown" }),
      say: (text) => (this.els.announcer.textContent = text),
    });
    this.els.board.addEventListener("keydown", (event) => {
      // Buttons on the board fire their own click on Enter and Space.
      if ((event.key === "Enter" || event.key === " ") && event.target.closest("[data-key]") && event.target.tagName !== "BUTTON") {
        event.preventDefault();
        this.boardClick(event);
      }
    });
    const filter = h("input.action-filter", {
      type: "search",
      placeholder: "Filter moves…",
      "aria-label": "Filter the legal moves",
      oninput: (event) => {
        this.filter = event.target.value.toLowerCase();
        this.renderActions();
      },
    });
    clear(
      this.root,
      h(
        "section.play",
        { "data-game": this.snapshot ? this.snapshot.game : "" },
        h(
          "header.play-head",
          h("div.play-head__title", this.els.title, this.els.badges),
          h("div.play-head__meta", this.els.counters),
          h("div.play-head__side", this.els.connection, this.els.controls),
        ),
        this.els.end,
        this.els.announcer,
        h(
          "div.play-body",
          h("div.board-column", this.els.prompt, h("div.board-scroll", this.els.board)),
          h(
            "aside.actions-panel",
            { "aria-label": "Legal moves" },
            this.els.actionsTitle,
            this.els.actionsNote,
            filter,
            this.els.actions,
          ),
        ),
      ),
    );
  }

  // ---- state ----------------------------------------------------------------------------------------------

  apply(snapshot, { live = false } = {}) {
    if (this.closed) return;
    if (this.snapshot && snapshot.version < this.snapshot.version) return;
    const changed = !this.snapshot || snapshot.version !== this.snapshot.version || snapshot.status !== this.snapshot.status;
    const first = !this.snapshot;
    const justWon = !first && this.snapshot.status === "playing" && snapshot.status === "won";
    const justEnded = !first && this.snapshot.status === "playing" && snapshot.status !== "playing";
    this.snapshot = snapshot;
    if (this.live) this.live.seen(snapshot.version);
    if (!changed && live) return;
    const module = this.module;
    const entries = snapshot.legal_actions.map((entry, index) => ({
      ...entry,
      index,
      targets: module ? unique(module.targets(entry.action, snapshot.view)) : [],
    }));
    this.selection = new Selection(entries);
    if (changed && !first) this.hint = null;
    if (changed) this.expanded.clear();
    this.root.querySelector(".play")?.setAttribute("data-game", snapshot.game);
    this.renderHead();
    this.renderBoard();
    this.renderActions();
    if (changed || first) this.endDone = this.renderEnd({ reveal: justEnded }).catch(() => {});
    if (live && !first && changed) this.flash();
    if (justWon) celebrate(this.root);
  }

  async refresh() {
    try {
      this.apply(await api(`/plays/${this.playId}`, resumed()));
    } catch (error) {
      toast(error.message, "error");
    }
  }

  flash() {
    this.els.board.classList.remove("board--updated");
    void this.els.board.offsetWidth;
    this.els.board.classList.add("board--updated");
  }

  // ---- rendering ------------------------------------------------------------------------------------------

  renderHead() {
    const s = this.snapshot;
    const practice = s.mode === "practice";
    clear(
      this.els.badges,
      h(`span.badge.badge--${s.mode}`, { practice: "Practice", race: "Race" }[s.mode] || "Daily challenge"),
      statusBadge(s.status, s.end_reason),
      h("a.rules-link", { href: this.info.rules_url, target: "_blank", rel: "noopener" }, "Rules"),
    );
    this.clock = h("span.clock", { "data-testid": "clock" }, elapsed(s));
    const counters = [
      ["Score", s.score],
      ["Moves", s.actions_count],
      ["Time", this.clock, "since the game started (the server's clock)"],
      ...(this.module ? this.module.counters(s.view, s) : []),
    ];
    if (practice && s.undo_count) counters.push(["Undos", s.undo_count]);
    if (practice && s.hint_count) counters.push(["Hints", s.hint_count]);
    clear(
      this.els.counters,
      counters.map(([label, value, title]) =>
        h("div.counter", { title: title || undefined }, h("dt", label), h("dd", { "data-counter": label }, value)),
      ),
    );
    clearInterval(this.clockTimer);
    if (s.status === "playing") this.clockTimer = setInterval(() => (this.clock.textContent = elapsed(this.snapshot)), 1000);
    const over = s.status !== "playing";
    clear(
      this.els.controls,
      practice
        ? h("button.button.button--small", { type: "button", disabled: !s.can_undo || this.busy, onclick: () => this.undo(), "data-testid": "undo" }, "↶ Undo")
        : null,
      practice
        ? h("button.button.button--small", { type: "button", disabled: over || this.busy, onclick: () => this.askHint(), "data-testid": "hint" }, "Hint")
        : null,
      h("button.button.button--small.button--danger", { type: "button", disabled: over || this.busy, onclick: () => this.resign() }, "Resign"),
      h("button.button.button--small.button--quiet", { type: "button", onclick: () => this.toggleShortcuts(), "aria-label": "Keyboard shortcuts", title: "Keyboard shortcuts (?)" }, "?"),
    );
  }

  renderBoard() {
    const s = this.snapshot;
    if (!this.module) {
      clear(this.els.board, h("pre.raw-view", JSON.stringify(s.view, null, 2)));
      return;
    }
    const before = this.cardPlaces();
    clear(this.els.board, this.module.render(s.view, s));
    this.slide(before);
    this.decorate();
  }

  // Where each card is now, by its code (a card is drawn once on a board), to slide it from there.
  cardPlaces() {
    const places = new Map();
    for (const el of this.els.board.querySelectorAll("[data-code]")) places.set(el.dataset.code, el.getBoundingClientRect());
    return places;
  }

  // Cards that moved glide from their old place to the new one (a transform, 200 ms); never for players who
  // asked their system for reduced motion, and never on the first drawing.
  slide(before) {
    if (!before.size || !this.els.board.animate) return;
    if (window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    for (const el of this.els.board.querySelectorAll("[data-code]")) {
      const old = before.get(el.dataset.code);
      if (!old) continue;
      const now = el.getBoundingClientRect();
      const dx = old.left - now.left;
      const dy = old.top - now.top;
      if (Math.abs(dx) < 1 && Math.abs(dy) < 1) continue;
      el.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: "none" }], { duration: 200, easing: "ease-out" });
    }
  }

  decorate() {
    const sel = this.selection;
    const over = this.snapshot.status !== "playing";
    const starts = over ? new Set() : sel.starts();
    const candidates = sel.candidates();
    const next = sel.keys.length ? sel.next(candidates) : new Set();
    const hinted = new Set(this.hint && this.hint.entry ? this.hint.entry.targets : []);
    const draggable = new Set(over ? [] : sel.entries.filter((e) => e.targets.length === 2).map((e) => e.targets[0]));
    for (const el of this.els.board.querySelectorAll("[data-key]")) {
      const key = el.dataset.key;
      const live = starts.has(key);
      el.classList.toggle("is-actionable", live);
      el.classList.toggle("is-selected", sel.keys.includes(key));
      el.classList.toggle("is-target", next.has(key));
      el.classList.toggle("is-hinted", hinted.has(key));
      el.toggleAttribute("data-draggable", draggable.has(key));
      if (el.tagName === "BUTTON") continue;
      if (live) {
        el.tabIndex = 0;
        el.setAttribute("role", "button");
        el.setAttribute("aria-pressed", sel.keys.includes(key) ? "true" : "false");
      } else {
        el.removeAttribute("tabindex");
        el.removeAttribute("aria-pressed");
        setBaseRole(el);
      }
    }
    this.rove(over, starts, next);
    // A named place that cannot be played now still needs a role for its name to be read (axe:
    // aria-prohibited-attr): a card is an image of itself, a pile or a zone a group.
    for (const el of this.els.board.querySelectorAll("[aria-label]:not([data-key]):not(button)")) setBaseRole(el);
    this.els.board.classList.toggle("board--busy", this.busy);
    this.renderPrompt();
  }

  // The board's keyboard (keyboard.js): with nothing picked, the cards that start a move come first; with a card
  // picked, where it can go, then the picked card itself (to put it back).
  rove(over, starts, next) {
    const board = this.els.board;
    const sel = this.selection;
    const all = [...board.querySelectorAll("[data-key]")];
    let keys;
    if (over) keys = [];
    else if (sel.keys.length) keys = [...all.filter((el) => next.has(el.dataset.key)), ...all.filter((el) => sel.keys.includes(el.dataset.key))];
    else {
      const first = new Set(sel.entries.map((e) => e.targets[0]));
      keys = [...all.filter((el) => first.has(el.dataset.key)), ...all.filter((el) => starts.has(el.dataset.key) && !first.has(el.dataset.key))];
    }
    const picked = sel.keys.join(" ");
    const moved = picked !== this.lastPicked;
    this.lastPicked = picked;
    this.keys.update(keys, { moved });
    if (moved && sel.keys.length && this.keys.inside && keys.length) {
      const count = keys.length - sel.keys.length;
      this.keys.say(`Picked. ${count} ${count === 1 ? "place" : "places"} to choose from: arrows, or keys 1 to ${Math.min(count, 12)}.`);
    }
  }

  renderPrompt() {
    const s = this.snapshot;
    const sel = this.selection;
    if (s.status !== "playing") {
      clear(this.els.prompt, h("p", "The game is over."));
      return;
    }
    if (this.hint) {
      clear(
        this.els.prompt,
        h("p.prompt__hint", h("strong", "Hint: "), this.moveText(this.hint.text), this.hint.reason ? h("span.prompt__why", ` (${this.hint.reason})`) : null),
        this.hint.entry
          ? h("button.button.button--small.button--primary", { type: "button", onclick: () => this.play(this.hint.entry) }, "Play it")
          : null,
        h("button.button.button--small.button--quiet", { type: "button", onclick: () => ((this.hint = null), this.decorate(), this.renderActions()) }, "Dismiss"),
      );
      return;
    }
    if (!sel.keys.length && sel.entries.length === 1 && !this.busy) {
      // A forced move: offer to play it, and every forced move after it, but never do it unasked.
      clear(
        this.els.prompt,
        h("p", h("strong", "Only one move is possible: "), this.moveText(sel.entries[0].text)),
        h("button.button.button--small", { type: "button", onclick: () => this.play(sel.entries[0]) }, "Play it"),
        h(
          "button.button.button--small.button--primary",
          { type: "button", onclick: () => this.autoFinish(), "data-testid": "auto-finish", title: "Plays while exactly one move is possible; stops at the first choice or at the end" },
          "Play the forced moves",
        ),
      );
      return;
    }
    if (!sel.keys.length) {
      const text = this.module && this.module.instructions ? this.module.instructions(s.view, s) : "Choose a move from the list.";
      clear(this.els.prompt, h("p", text));
      return;
    }
    const candidates = sel.candidates();
    const ready = sel.ready(candidates);
    const labels = sel.keys.map((key) => this.keyLabel(key));
    clear(
      this.els.prompt,
      h("p", h("strong", "Selected: "), labels.join(" + "), candidates.length > 1 ? ` · ${candidates.length} possible moves` : ""),
      ready.length === 1
        ? h("button.button.button--small.button--primary", { type: "button", onclick: () => this.play(ready[0]), "data-testid": "play-ready" }, `Play: ${this.moveText(ready[0].text)}`)
        : null,
      h("button.button.button--small.button--quiet", { type: "button", onclick: () => this.clearSelection() }, "Clear (Esc)"),
    );
  }

  keyLabel(key) {
    const el = this.els.board.querySelector(`[data-key="${CSS.escape(key)}"]`);
    return (el && (el.getAttribute("aria-label") || el.textContent.trim())) || key;
  }

  renderActions() {
    const s = this.snapshot;
    const sel = this.selection;
    const narrowed = sel.keys.length > 0;
    const candidates = narrowed ? sel.candidates() : sel.entries;
    const ready = new Set(sel.ready(candidates).map((e) => e.index));
    const hintIndex = this.hint && this.hint.entry ? this.hint.entry.index : -1;
    const shown = candidates.filter((e) => !this.filter || e.text.toLowerCase().includes(this.filter));
    this.els.actionsTitle.textContent =
      s.status !== "playing" ? "No more moves" : narrowed ? `Moves for your selection (${candidates.length})` : `Legal moves (${sel.entries.length})`;
    clear(
      this.els.actionsNote,
      narrowed ? h("button.link-button", { type: "button", onclick: () => this.clearSelection() }, "Show all moves") : null,
    );
    const button = (entry) =>
      h(
        "button.action",
        {
          type: "button",
          class: [ready.has(entry.index) && "is-ready", entry.index === hintIndex && "is-hint"].filter(Boolean).join(" ") || undefined,
          disabled: this.busy,
          "data-index": entry.index,
          "data-targets": entry.targets.join(" "),
          "data-type": entry.action.type,
          onclick: () => this.play(entry),
        },
        h("span.action__number", entry.index + 1),
        h("span.action__text", this.moveText(entry.text)),
      );
    // A short list, a selection or a filter: every move. Else one group per card (the place a move starts
    // from), its first move shown and the rest behind "N more": a Weaver deal lists 200 moves, never a wall.
    const grouped = !narrowed && !this.filter && shown.length > GROUP_ABOVE;
    if (!grouped) {
      clear(
        this.els.actions,
        shown.map((entry) => h("li", button(entry))),
        !shown.length && s.status === "playing" ? h("li.action-empty", "No move matches the filter.") : null,
      );
      return;
    }
    const groups = new Map();
    for (const entry of shown) {
      const key = entry.targets[0] || `type:${entry.action.type}`;
      if (!groups.has(key)) groups.set(key, []);
      groups.get(key).push(entry);
    }
    clear(
      this.els.actions,
      [...groups].map(([key, entries]) => {
        const open = this.expanded.has(key) || entries.length <= 2;
        const visible = open ? entries : [entries.find((e) => e.index === hintIndex) || entries[0]];
        const label = key.startsWith("type:") ? words(key.slice(5)) : this.keyLabel(key);
        return h(
          "li.action-group",
          { "data-group": key },
          h("span.action-group__title", label, h("span.muted", ` · ${entries.length} ${entries.length === 1 ? "move" : "moves"}`)),
          h("ol.action-group__list", visible.map((entry) => h("li", button(entry)))),
          open
            ? null
            : h(
                "button.link-button.action-group__more",
                { type: "button", "aria-expanded": "false", onclick: () => (this.expanded.add(key), this.renderActions()) },
                `${entries.length - 1} more`,
              ),
        );
      }),
    );
  }

  // A move's words with the board's card faces: "9D" reads "9♦", as the card is drawn (French decks).
  moveText(text) {
    return this.module && FRENCH_GAMES.has(this.module.slug) ? frenchGlyphs(text) : text;
  }

  async renderEnd({ reveal = false } = {}) {
    const s = this.snapshot;
    const panel = this.els.end;
    // A later redraw (another move, an undo) makes this one stale: it stops at its next await.
    const token = (this.endToken = {});
    const stale = () => this.closed || this.endToken !== token;
    if (this.stopCard) this.stopCard();
    this.stopCard = null;
    if (s.status === "playing") {
      panel.hidden = true;
      return;
    }
    panel.hidden = false;
    const verdict = verdictOf(s);
    panel.classList.toggle("end-panel--won", verdict === "won");
    panel.classList.toggle("end-panel--lost", verdict === "lost");
    panel.classList.toggle("end-panel--resigned", verdict === "resigned");
    const rank = h("p.end-rank", "Looking up your rank…");
    const links = h("p.end-links");
    const card = h("div.end-card");
    const takeBack =
      s.mode === "practice" && s.can_undo
        ? h(
            "p.end-takeback",
            h("button.button", { type: "button", onclick: () => this.undo(), "data-testid": "take-back" }, "↶ Take back the last move"),
            h("span.muted", " The game then plays on in practice, and no longer ranks."),
          )
        : null;
    const heading = h("h2", { tabindex: "-1", "data-testid": "end-heading" }, END_WORDS[verdict] || words(s.status));
    clear(
      panel,
      heading,
      h("p.end-reason", endReason(s)),
      h(
        "p.end-score",
        h("span", "Score "),
        h("strong", { "data-testid": "final-score" }, s.score),
        h("span.end-meta", ` · ${s.actions_count} ${s.actions_count === 1 ? "move" : "moves"} · ${elapsed(s)}`),
      ),
      rank,
      card,
      takeBack,
      links,
    );
    // A race's page brings its own result (the place, the rating) into view instead: races.js.
    if (reveal && s.mode !== "race") {
      // The end happens where the player is looking (the board, often scrolled): bring the result to them.
      const reduced = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      panel.scrollIntoView({ block: "start", behavior: reduced ? "auto" : "smooth" });
      heading.focus({ preventScroll: true });
    }
    const replay = h("a.button", { href: `#/replay/${s.id}`, "data-testid": "replay-link" }, "Replay this game");
    const practiceAgain = h("a.button", { href: `#/practice?game=${s.game}` }, "New practice game");
    const plainLinks = () => clear(links, replay, practiceAgain, h("a.button", { href: "#/" }, "Today's challenges"));
    // A rejected score (one withdrawn when its lost game was taken back, or one the replay refused) is on no
    // board and would place nowhere; a held one is off its boards until its audit or a review (#42). Either
    // way the server's reason says why (and, held, what happens next) instead of "being verified".
    const offBoard = (score) => {
      if (!score || !["rejected", "held"].includes(score.status)) return false;
      if (score.status === "rejected") clear(rank, score.reason);
      else clear(rank, h("strong", { "data-testid": "end-held" }, `Your result is ${HELD_WORDS}.`), heldReason(score.reason));
      plainLinks();
      return true;
    };
    let score = await this.scoreOf().catch(() => null);
    if (stale()) return;
    if (offBoard(score)) return this.drawResultCard(card, null, stale);
    const board = score && score.boards.length ? score.boards[0] : null;
    if (!board) {
      clear(rank, (score && score.unranked_reason) || s.unranked_reason || "");
      plainLinks();
      return this.drawResultCard(card, null, stale);
    }
    clear(
      links,
      h("a.button.button--primary", { href: `#/leaderboards/${board}`, "data-testid": "end-board-link" }, "See the leaderboard"),
      replay,
      practiceAgain,
      h("a.button", { href: "#/" }, "Today's challenges"),
    );
    let me = null;
    for (let attempt = 0; attempt < 6 && !stale(); attempt++) {
      try {
        me = await api(`/leaderboards/${board}/me?k=0`);
      } catch (error) {
        clear(rank, error instanceof ApiError ? error.message : "");
        return;
      }
      if (me.rank || me.would_place) break;
      // Not on the board yet: still pending behind a busy worker, or held since it was read above.
      if (score && score.status === "pending") {
        score = await this.scoreOf(1).catch(() => score);
        if (stale()) return;
        if (offBoard(score)) return this.drawResultCard(card, null, stale);
      }
      clear(rank, "Your score is being verified by the server; it ranks once replayed.");
      await new Promise((resolve) => setTimeout(resolve, 1500));
    }
    if (stale()) return;
    if (me && me.rank) clear(rank, rankWords(me, s, boardTitle(me, this.info)));
    else if (me && me.would_place) {
      clear(rank, `Casual game: ${score.unranked_reason} Your score would place #${me.would_place} on ${boardTitle(me, this.info)}.`);
    }
    return this.drawResultCard(card, me, stale);
  }

  // A daily's result card (its rank read after the verification above, so it is there when it ranks).
  async drawResultCard(card, me, stale) {
    const s = this.snapshot;
    if (s.mode !== "daily") return;
    const result = await api(`/plays/${s.id}/result`).catch(() => null);
    if (stale() || !result) return;
    if (!result.rank && me && me.would_place) result.wouldPlace = me.would_place;
    const { card: drawn, stop } = resultCard(result, this.info);
    this.stopCard = stop;
    clear(card, drawn);
    // The card says the rank (and keeps it live), or that it is held and why: the line above it would be a
    // second, stale copy.
    const line = this.els.end.querySelector(".end-rank");
    if (line && (result.rank || result.held_for_review)) line.hidden = true;
  }

  // The play's score, with the boards it is on (or, casual, where it would place) and why it is not ranked.
  // Read again while it is missing or still pending (``reads`` times, half a second apart), so that the end
  // screen's first words are the verification's verdict: ranked, held for review or rejected.
  async scoreOf(reads = SCORE_READS) {
    let score = null;
    for (let attempt = 0; attempt < reads && !this.closed; attempt++) {
      const page = await api(`/me/scores?play=${this.snapshot.id}`);
      score = page.results[0] || null;
      if (score && score.status !== "pending") return score;
      if (attempt + 1 < reads) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    return score;
  }

  showConnection(status, detail) {
    const el = this.els.connection;
    el.className = `connection connection--${status}`;
    el.textContent = {
      connecting: "Connecting…",
      live: "Live",
      reconnecting: detail ? `Reconnecting in ${detail} s…` : "Reconnecting…",
      closed: detail === "not_found" ? "This game is gone" : "Signed out: live updates stopped",
    }[status];
    el.title = status === "live" ? "Moves made elsewhere (another tab, the terminal) appear here at once." : "";
  }

  // ---- interaction ----------------------------------------------------------------------------------------

  boardClick(event) {
    const el = event.target.closest("[data-key]");
    if (!el || !this.els.board.contains(el) || this.busy || this.snapshot.status !== "playing") return;
    const key = el.dataset.key;
    if (!this.selection.starts().has(key)) return;
    this.hint = null;
    const outcome = this.selection.click(key);
    if (outcome.result === "play") {
      const byKeyboard = event.type === "keydown" || event.detail === 0; // a button pressed with Enter clicks with detail 0
      this.play(outcome.entry).then(() => {
        // The board was redrawn under the focus: give it back to the board, on its first playable place.
        if (byKeyboard && !this.closed && this.snapshot.status === "playing") {
          const first = this.els.board.querySelector(".is-actionable");
          if (first) first.focus();
        }
      });
      return;
    }
    if (outcome.result === "none") toast("Nothing can be done with that together with your selection.", "info", 2500);
    this.decorate();
    this.renderActions();
    if (outcome.result === "choose") {
      const first = this.els.actions.querySelector("button.action");
      if (first) first.focus({ preventScroll: true });
    }
  }

  clearSelection() {
    this.selection.clear();
    this.decorate();
    this.renderActions();
  }

  keydown(event) {
    if (event.target.closest && event.target.closest("input, textarea, select")) return;
    const s = this.snapshot;
    const practice = s && s.mode === "practice";
    const key = event.key;
    if (key === "Escape") {
      if (this.shortcuts && this.shortcuts.open) return; // the dialog closes itself
      this.hint = null;
      this.clearSelection();
    } else if (key === "Enter" && !event.target.closest("button, a, [data-key]")) {
      const ready = this.selection.ready();
      if (ready.length === 1) this.play(ready[0]);
    } else if ((key === "z" || key === "Z") && (event.ctrlKey || event.metaKey) && !event.shiftKey && !event.altKey) {
      event.preventDefault();
      if (practice && s.can_undo) this.undo();
    } else if (event.ctrlKey || event.metaKey || event.altKey) {
      return;
    } else if (key === "u") {
      if (practice && s.can_undo) this.undo();
    } else if (key === "h") {
      if (practice && s.status === "playing") this.askHint();
    } else if (key === "?") {
      event.preventDefault();
      this.toggleShortcuts();
    }
  }

  toggleShortcuts() {
    if (!this.shortcuts) {
      this.shortcuts = h(
        "dialog.shortcuts",
        { "aria-labelledby": "shortcuts-title", "data-testid": "shortcuts" },
        h("h2", { id: "shortcuts-title" }, "Keyboard shortcuts"),
        h("dl.shortcuts__list", SHORTCUTS.map(([keys, what]) => h("div", h("dt", keys.split(", ").map((k) => h("kbd", k))), h("dd", what)))),
        h("form", { method: "dialog" }, h("button.button.button--primary", { type: "submit" }, "Close")),
      );
      this.shortcuts.addEventListener("click", (event) => {
        if (event.target === this.shortcuts) this.shortcuts.close(); // a click on the backdrop
      });
      document.body.append(this.shortcuts);
    }
    if (this.shortcuts.open) this.shortcuts.close();
    else this.shortcuts.showModal();
  }

  // Plays while exactly one move is possible; stops at the first choice, at the end, or on any error.
  async autoFinish() {
    if (this.autoplaying) return;
    this.autoplaying = true;
    try {
      while (!this.closed && this.snapshot.status === "playing" && this.snapshot.legal_actions.length === 1) {
        const before = this.snapshot.version;
        await this.play(this.selection.entries[0]);
        if (this.snapshot.version === before) break;
      }
    } finally {
      this.autoplaying = false;
    }
  }

  // A POST of the play's (undo, resign), or with `path` "actions" a move, which goes over the live socket (the
  // cheap way, and retried once after a drop: live.js) and over REST only before the socket exists.
  async send(path, body, what) {
    if (this.busy) return null;
    this.busy = true;
    this.decorate();
    try {
      if (path === "actions" && this.live) {
        try {
          return await this.live.act(body.action, body.expected_version);
        } catch (error) {
          // No socket to be had: the move goes over REST, with the same expected_version (a move that landed
          // meanwhile is a 409 there, never a second move).
          if (!(error instanceof ApiError) || error.code !== "connection_lost") throw error;
        }
      }
      const snapshot = await api(`/plays/${this.playId}/${path}`, { method: "POST", body });
      return snapshot;
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        toast(`${error.message} Showing the latest position.`, "info");
        await this.refresh();
      } else {
        toast(`${what}: ${error.message}`, "error", 6000);
      }
      return null;
    } finally {
      this.busy = false;
      if (!this.closed) this.decorate();
    }
  }

  announce(text) {
    this.els.announcer.textContent = text;
  }

  // "Attack 6♥ (slot 2) with 6♣ (6). Score 130. 4 moves possible." or the end's verdict.
  announceMove(entry, s) {
    const after = s.status === "playing" ? `${s.legal_actions.length} ${s.legal_actions.length === 1 ? "move" : "moves"} possible.` : `${END_WORDS[verdictOf(s)] || ""} Final score ${s.score}.`;
    this.announce(`${this.moveText(entry.text)}. Score ${s.score}. ${after}`);
  }

  async play(entry) {
    const snapshot = await this.send("actions", { action: entry.action, expected_version: this.snapshot.version }, "That move was refused");
    if (snapshot) {
      this.apply(snapshot);
      this.announceMove(entry, snapshot);
    }
    else {
      this.selection.clear();
      this.decorate();
      this.renderActions();
    }
  }

  async undo() {
    const snapshot = await this.send("undo", { expected_version: this.snapshot.version }, "Undo failed");
    if (snapshot) this.apply(snapshot);
  }

  // A dialog of the page (not the browser's confirm()): styled, announced, and Escape or Cancel keeps playing.
  async resign() {
    if (!this.resignDialog) {
      this.resignDialog = h(
        "dialog.confirm-dialog",
        { "aria-labelledby": "resign-title", "aria-describedby": "resign-text", "data-testid": "resign-dialog" },
        h("h2", { id: "resign-title" }, "Resign this game?"),
        h("p", { id: "resign-text" }, "It ends as it stands and is scored as resigned."),
        h(
          "form.confirm-dialog__buttons",
          { method: "dialog" },
          h("button.button", { type: "submit", value: "cancel", autofocus: true }, "Keep playing"),
          h("button.button.button--danger", { type: "submit", value: "resign", "data-testid": "resign-confirm" }, "Resign"),
        ),
      );
      document.body.append(this.resignDialog);
    }
    const dialog = this.resignDialog;
    dialog.returnValue = "";
    dialog.showModal();
    const answer = await new Promise((resolve) => dialog.addEventListener("close", () => resolve(dialog.returnValue), { once: true }));
    if (answer !== "resign" || this.closed) return;
    const snapshot = await this.send("resign", { expected_version: this.snapshot.version }, "Resign failed");
    if (snapshot) this.apply(snapshot);
  }

  async askHint() {
    const hint = await this.send("hint", undefined, "No hint");
    if (!hint) return;
    const wanted = canonical(hint.action);
    const entry = this.selection.entries.find((e) => canonical(e.action) === wanted);
    this.hint = { ...hint, entry };
    this.snapshot = { ...this.snapshot, hint_count: hint.hint_count };
    this.renderHead();
    this.selection.clear();
    this.decorate();
    this.renderActions();
    const button = this.els.actions.querySelector("button.is-hint");
    if (button) button.scrollIntoView({ block: "nearest" });
  }
}

// Time on the clock: from the server's start of the play to its end, or to now while it is played.
function elapsed(s) {
  if (!s.started_at) return "—";
  const end = s.finished_at ? Date.parse(s.finished_at) : Date.now();
  return duration((end - Date.parse(s.started_at)) / 1000);
}

function rankWords(me, s, where) {
  const place = [h("strong", `#${me.rank}`), ` of ${me.size} on ${where}`];
  if (me.score !== s.score) return [h("span", "Your best ranks "), ...place, `; this game scored ${s.score}.`];
  if (s.status === "won") return [h("span", "Rank "), ...place];
  return [h("span", "This loss still counts: "), ...place, "; a loss ranks below every win."];
}

function setBaseRole(el) {
  if (!el.dataset.baseRole) el.dataset.baseRole = el.getAttribute("role") && el.getAttribute("role") !== "button" ? el.getAttribute("role") : el.classList.contains("card") ? "img" : "group";
  if (el.hasAttribute("aria-label") || el.dataset.baseRole !== "group") el.setAttribute("role", el.dataset.baseRole);
  else el.removeAttribute("role");
}

function unique(keys) {
  return [...new Set(keys.filter(Boolean))];
}

function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

export function endReason(s) {
  if (!s.end_reason) return "";
  const text = {
    resigned: "You resigned.",
    abandoned: "The daily closed before you finished it: an unfinished daily counts as resigned.",
    won: "Only one Nature card is left in the Garden.",
    no_moves: "No move is left.",
    target_reached: "You took the sets you needed.",
    deck_exhausted: "The deck could not refill the grid.",
    ghosts_destroyed: "Every ghost is destroyed.",
    too_few_soldiers: "Too few soldiers were left to fight.",
    no_attack_possible: "No soldier could ever match a ghost again.",
    third_witch: "The third witch came and the final round was not cleared.",
    exhausted: "The round limit was reached.",
    last_jack: "The last Jack came round before you found your home.",
    home: "You found the home of your dreams.",
    win_outright: "Every suit is covered and you hold more gold than you started with: an outright win.",
    win: "Every suit is covered and your purse is not empty.",
    loss_bankrupt: "You could not pay the tax: bankrupt.",
    loss_no_gold: "The deck ran out with an empty purse.",
    loss_coverage: "The deck ran out with a suit whose Ace and Crown are both missing from the kingdom.",
  }[s.end_reason];
  return text || words(s.end_reason) + ".";
}

export function boardTitle(board, info) {
  const name = info ? info.name : board.game;
  if (board.kind === "daily") return `the daily board of ${board.period}`;
  if (board.kind === "practice") return `the ranked-practice ${name} board (${board.preset})`;
  return board.board;
}
