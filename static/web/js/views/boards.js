// Leaderboards from the catalogue (GET /leaderboards/): daily boards (today and past days), season standings
// (this month and past ones), ranked practice per game and preset, and skill ratings. The page never builds a
// board id: it picks one from the catalogue, or finds one with the catalogue's filters
// (#/leaderboards?kind=daily&game=match3&period=2026-11-24).
import { api, auth, games } from "../api.js";
import { clear, duration, errorBox, h, when } from "../dom.js";
import { histogram } from "./leaderboards.js";

const PAGE = 100;
const KINDS = [
  ["daily", "Daily", "One attempt at the day's deal, no undo, no hints. Lost, resigned and unfinished games rank too, below every win."],
  ["season", "Season", "Points from each closed daily of the month: the share of the field you beat, 100 for first."],
  ["practice", "Ranked practice", "Your best game on a deal the server drew, without hints or undo."],
  ["rating", "Rating", "Skill from closed dailies, each a free-for-all among its ranked players (openskill)."],
];

export function renderBoards(root, params, boardId) {
  const picker = h("div.board-picker", { "data-testid": "board-picker" });
  const content = h("div.board-content", h("p.loading", "Loading…"));
  clear(
    root,
    h("div.section-head", h("h1", "Leaderboards"), h("p.muted", "A rank means skill on the same deal: only ranked games count. ", h("a", { href: "/fair-play" }, "Fair play rules"))),
    picker,
    content,
  );
  let closed = false;
  let socket = null;
  // The shown board's heading, fixed when the board is first drawn: every redraw (after each live update)
  // reads it from here, so it never changes under the reader.
  let heading = { board: null, text: "" };
  // A daily's board once the day's seed is revealed (closes_at + grace): each ranked play may then be replayed
  // by anyone. The server says so by publishing the seed; the page does not trust its own clock for it.
  let replayable = { board: null, yes: false };
  const liveBadge = h("span.connection.connection--live", { hidden: true, title: "New results appear here as they are verified." }, "Live");
  init().catch((error) => clear(content, errorBox(error)));
  return () => {
    closed = true;
    if (socket) socket.close();
  };

  async function init() {
    const catalogue = await games();
    const names = Object.fromEntries(catalogue.map((g) => [g.slug, g.name]));
    // A board named in the address says its own kind and game; the picker then lists its siblings.
    const named = boardId ? await api(`/leaderboards/${boardId}/?limit=1`, { token: null }) : null;
    const wanted = {
      kind: named ? named.kind : params.get("kind") || "daily",
      game: named ? named.game : params.get("game") || "",
      preset: params.get("preset") || "",
      period: params.get("period") || "",
    };
    const list = await boardsOf(wanted.kind, wanted.game);
    if (closed) return;
    let entry = boardId ? list.find((b) => b.board === boardId) : null;
    if (!entry) entry = list.find((b) => (!wanted.game || b.game === wanted.game) && (!wanted.preset || b.preset === wanted.preset) && (!wanted.period || b.period === wanted.period));
    if (!entry && named) entry = named;
    drawPicker(list, entry, names, wanted);
    if (!entry) {
      clear(content, h("p.muted", "No board of this kind yet."));
      return;
    }
    await showBoard(entry, names);
  }

  async function boardsOf(kind, game) {
    const query = new URLSearchParams({ kind, limit: "100" });
    if (game) query.set("game", game);
    const page = await api(`/leaderboards/?${query}`, { token: null });
    return page.results;
  }

  function drawPicker(list, entry, names, wanted) {
    const kind = entry ? entry.kind : wanted.kind;
    const tabs = h(
      "div.board-kinds",
      { role: "tablist" },
      KINDS.map(([value, label]) =>
        h("a.button" + (value === kind ? ".button--primary" : ""), { href: `#/leaderboards?kind=${value}`, role: "tab", "aria-selected": String(value === kind), "data-testid": `board-kind-${value}` }, label),
      ),
    );
    const select = h(
      "select",
      { "aria-label": "Board", "data-testid": "board-select", onchange: () => (location.hash = `#/leaderboards/${select.value}`) },
      list.map((b) => h("option", { value: b.board }, label(b, names))),
    );
    if (entry) select.value = entry.board;
    const about = (KINDS.find(([value]) => value === kind) || [])[2];
    clear(picker, tabs, list.length ? h("label.field.field--inline", h("span.field__label", "Board"), select) : null, about ? h("p.muted", about) : null);
  }

  async function showBoard(entry, names) {
    const board = entry.board;
    let top, spread;
    try {
      [top, spread] = await Promise.all([
        api(`/leaderboards/${board}/?limit=${PAGE}`, { token: null }),
        api(`/leaderboards/${board}/histogram?buckets=12`, { token: null }),
      ]);
    } catch (error) {
      clear(content, errorBox(error));
      return;
    }
    const mine = auth.token ? await api(`/leaderboards/${board}/me?k=5`).catch(() => null) : null;
    const me = auth.user ? auth.user.display_name || auth.user.username : null;
    if (replayable.board !== board) replayable = { board, yes: top.kind === "daily" && (await revealed(top)) };
    if (closed) return;
    if (heading.board !== board) heading = { board, text: label({ ...entry, ...top }, names) };
    const replays = replayable.yes;
    clear(
      content,
      h("h2.board-title", { "data-testid": "board-title" }, heading.text),
      h("p.muted", `${top.size} ${top.size === 1 ? "player" : "players"} ranked. `, entry.closes ? `${Date.parse(entry.closes) > Date.now() ? "Closes" : "Closed"} ${when(entry.closes)}. ` : "", liveBadge),
      h(
        "div.board-layout",
        h("section.panel", h("h3", "Top"), table(top.kind, top.entries, me, replays)),
        h(
          "div.board-side",
          h("section.panel.my-position", { "data-testid": "my-position" }, h("h3", "My position"), myPosition(top.kind, mine, me, replays)),
          h("section.panel", h("h3", "How the results spread"), histogram(spread.buckets, mine && mine.rank ? mine.score : null)),
        ),
      ),
    );
    if (top.kind === "daily" || top.kind === "practice") follow(entry, names);
  }

  // The board's own socket says when its top entries change; the page then reads the board again.
  function follow(entry, names) {
    if (socket && socket.board === entry.board) return;
    if (socket) socket.close();
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    socket = new WebSocket(`${scheme}://${location.host}/ws/leaderboards/${entry.board}/`);
    socket.board = entry.board;
    let first = true;
    socket.onopen = () => (liveBadge.hidden = false);
    socket.onclose = () => (liveBadge.hidden = true);
    socket.onmessage = (event) => {
      // A size message (a score entered below the top) changes nothing this page shows.
      if (JSON.parse(event.data).type === "size") return;
      if (first) {
        first = false;
        return;
      }
      if (!closed) showBoard(entry, names);
    };
  }
}

// Whether a daily's seed is public (the day and its grace period are over), from the day's challenge.
async function revealed(board) {
  const challenge = await api(`/daily/${board.period}/${board.game}/`, { token: null }).catch(() => null);
  return Boolean(challenge && challenge.seed);
}

function label(b, names) {
  const game = names[b.game] || b.game;
  if (b.kind === "daily") return `${game} · daily of ${b.period}`;
  if (b.kind === "season") return `${game} · season ${b.period}`;
  if (b.kind === "practice") return `${game} · ${b.preset} · ranked practice`;
  if (b.kind === "rating") return `${game} · rating`;
  return b.board;
}

function myPosition(kind, mine, me, replays) {
  if (!me) return h("p.muted", "Sign in to see your rank.");
  if (mine && mine.rank) {
    const value = kind === "season" ? `${mine.around.find((e) => e.rank === mine.rank)?.points ?? ""} points` : kind === "rating" ? "" : `score ${mine.score}`;
    return [h("p.big-rank", h("strong", `#${mine.rank}`), ` of ${mine.size}`, value ? h("span.muted", ` · ${value}`) : null), table(kind, mine.around, me, replays)];
  }
  if (mine && mine.would_place) return h("p", { "data-testid": "would-place" }, `Your casual result would place #${mine.would_place}. `, h("a", { href: "/fair-play" }, "Why is it not ranked?"));
  return h("p.muted", "You are not on this board yet.");
}

const COLUMNS = {
  score: [
    ["Score", "num", (e) => e.score],
    // A provisional result (an account registered after the day opened) ranks below the established ones.
    ["Result", "", (e) => (e.result || (e.won ? "won" : "lost")) + (e.provisional ? " · provisional" : "")],
    // Practice boards: every ranked deal the player drew, beside their best (docs/fair-play.md).
    ["Deals", "num hide-narrow", (e) => (e.deals === null || e.deals === undefined ? "" : e.deals)],
    ["Moves", "num hide-narrow", (e) => e.moves],
    ["Time", "num hide-narrow", (e) => (e.seconds === null || e.seconds === undefined ? "—" : duration(e.seconds))],
    ["Verified", "hide-narrow", (e) => when(e.verified_at)],
  ],
  season: [
    ["Points", "num", (e) => e.points],
    ["Dailies", "num", (e) => e.dailies],
  ],
  rating: [
    ["Rating", "num", (e) => e.rating.toFixed(2)],
    ["Dailies", "num", (e) => e.dailies],
  ],
};

function table(kind, entries, me, replays = false) {
  if (!entries.length) return h("p.muted", "Nobody is ranked here yet.");
  const columns = COLUMNS[kind === "season" || kind === "rating" ? kind : "score"];
  const cell = (classes) => "td" + (classes ? "." + classes.split(" ").join(".") : "");
  return h(
    "table.board-table",
    h(
      "thead",
      h(
        "tr",
        h("th", "Rank"),
        h("th", "Player"),
        columns.map(([name, classes]) => h(cell(classes).replace("td", "th"), name)),
        replays ? h("th", h("span.visually-hidden", "Replay")) : null,
      ),
    ),
    h(
      "tbody",
      entries.map((e) =>
        h(
          "tr",
          { class: e.player === me ? "is-me" : "" },
          h("td", `#${e.rank}`),
          h("td", e.player, e.player === me ? h("span.badge.badge--me", "you") : null),
          columns.map(([, classes, value]) => h(cell(classes), value(e))),
          replays ? h("td", e.play_id ? h("a.replay-link", { href: `#/replay/${e.play_id}`, "aria-label": `Replay ${e.player}'s game` }, "Replay") : "") : null,
        ),
      ),
    ),
  );
}

// My rating per game as a line over the closed dailies (an SVG polyline: no chart library for one line).
export function ratingChart(ratings, names) {
  if (!ratings.length) return h("p.muted", "Play a daily as a registered player: your rating appears once the day has closed.");
  return ratings.map((r) => {
    const points = r.history.map((p) => p.rating);
    const low = Math.min(...points), high = Math.max(...points);
    const span = high - low || 1;
    const width = 300, height = 80;
    const xy = points.map((value, i) => `${points.length === 1 ? width / 2 : (i / (points.length - 1)) * width},${height - ((value - low) / span) * (height - 8) - 4}`);
    const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
    svg.setAttribute("viewBox", `0 0 ${width} ${height}`);
    svg.setAttribute("class", "rating-chart");
    svg.setAttribute("role", "img");
    svg.setAttribute("aria-label", `${names[r.game] || r.game} rating over ${points.length} dailies, now ${r.rating.toFixed(2)}`);
    const line = document.createElementNS("http://www.w3.org/2000/svg", "polyline");
    line.setAttribute("points", xy.join(" "));
    line.setAttribute("fill", "none");
    line.setAttribute("stroke", "currentColor");
    line.setAttribute("stroke-width", "2");
    svg.append(line);
    return h(
      "div.rating-row",
      { "data-testid": `rating-${r.game}` },
      h("h3", `${names[r.game] || r.game}: `, h("strong", r.rating.toFixed(2)), r.rank ? h("span.muted", ` · #${r.rank} `) : null, h("a", { href: `#/leaderboards/${r.board}` }, "rating board")),
      svg,
      h("p.muted", `${r.dailies} ${r.dailies === 1 ? "daily" : "dailies"} rated`),
    );
  });
}
