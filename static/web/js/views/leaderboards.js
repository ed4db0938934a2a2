// Leaderboards: today's daily boards and the all-time board of each game and preset, with my position, the
// entries around me and a histogram of the board's scores.
import { api, auth, games } from "../api.js";
import { clear, errorBox, h, when } from "../dom.js";

const PAGE = 100;

export function renderLeaderboards(root, params, boardId) {
  const picker = h("div.board-picker");
  const content = h("div.board-content", h("p.loading", "Loading…"));
  clear(root, h("div.section-head", h("h1", "Leaderboards"), h("p.muted", "Only scores the server has replayed from the deal are ranked. One entry per player: their best.")), picker, content);
  let closed = false;
  let socket = null;
  // The board's heading: a daily board's full name is known once the day's list arrives; every redraw (the
  // first, and each after a live update) reads it from here.
  let heading = "";
  // A past daily's board (not one of today's): its plays may be replayed by anyone.
  let replayable = false;
  const liveBadge = h("span.connection.connection--live", { hidden: true, title: "New scores appear here as they are verified." }, "Live");
  init().catch((error) => clear(content, errorBox(error)));
  return () => {
    closed = true;
    if (socket) socket.close();
  };

  async function init() {
    const catalogue = await games();
    const names = Object.fromEntries(catalogue.map((g) => [g.slug, g.name]));
    // Today's boards come with the daily list, which may take a moment on the day's first visit: a board
    // named in the address is shown at once, the picker fills in when the list arrives.
    const dailyList = api("/daily/").catch(() => []);
    if (!boardId) boardId = ((await dailyList)[0] || {}).board || `all-${catalogue[0].slug}-${catalogue[0].options_schema.default_preset}`;
    heading = describe(boardId, names);
    const shown = showBoard(boardId);
    const daily = await dailyList;
    if (closed) return;
    const select = h(
      "select",
      { "aria-label": "Board", onchange: () => (location.hash = `#/leaderboards/${select.value}`) },
      h("optgroup", { label: "Today's challenges" }, daily.map((c) => h("option", { value: c.board }, `${names[c.game] || c.game} · ${c.date}`))),
      catalogue.map((g) =>
        h("optgroup", { label: `All time · ${g.name}` }, g.options_schema.presets.map((p) => h("option", { value: `all-${g.slug}-${p.name}` }, `${g.name} · ${p.name}`))),
      ),
    );
    select.value = boardId;
    if (select.value !== boardId) select.prepend(h("option", { value: boardId, selected: true }, boardId));
    clear(picker, h("label.field.field--inline", h("span.field__label", "Board"), select));
    const challenge = daily.find((c) => c.board === boardId);
    if (challenge) heading = `${names[challenge.game]} · daily challenge of ${challenge.date}`;
    await shown;
    replayable = boardId.startsWith("daily-") && !challenge;
    if (replayable && !closed) await showBoard(boardId);
    const title = content.querySelector("h2.board-title");
    if (title && !closed) title.textContent = heading;
  }

  async function showBoard(board) {
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
    const me = auth.user ? auth.user.display_name : null;
    if (closed) return;
    clear(
      content,
      h("h2.board-title", { "data-testid": "board-title" }, heading),
      h("p.muted", `${top.size} ${top.size === 1 ? "player" : "players"} ranked. `, liveBadge),
      h(
        "div.board-layout",
        h("section.panel", h("h3", "Top"), table(top.entries, me, replayable)),
        h(
          "div.board-side",
          h(
            "section.panel.my-position",
            { "data-testid": "my-position" },
            h("h3", "My position"),
            !auth.token
              ? h("p.muted", "Sign in to see your rank.")
              : mine && mine.rank
                ? [h("p.big-rank", h("strong", `#${mine.rank}`), ` of ${mine.size}`, h("span.muted", ` · score ${mine.score}`)), table(mine.around, me, replayable)]
                : h("p.muted", "You have no verified score on this board yet."),
          ),
          h("section.panel", h("h3", "How the scores spread"), histogram(spread.buckets, mine && mine.rank ? mine.score : null)),
        ),
      ),
    );
    follow(board);
  }

  // The board's own socket says when its top entries change; the page then reads the board again.
  function follow(board) {
    if (socket && socket.board === board) return;
    if (socket) socket.close();
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    socket = new WebSocket(`${scheme}://${location.host}/ws/leaderboards/${board}/`);
    socket.board = board;
    let first = true;
    socket.onopen = () => (liveBadge.hidden = false);
    socket.onclose = () => (liveBadge.hidden = true);
    socket.onmessage = () => {
      if (first) {
        first = false;
        return;
      }
      if (!closed) showBoard(board);
    };
  }
}

function describe(board, names) {
  const match = /^all-([a-z0-9]+)-(.+)$/.exec(board);
  if (match) return `${names[match[1]] || match[1]} · ${match[2]} · all time`;
  if (board.startsWith("daily-")) return "Daily challenge";
  return board;
}

function table(entries, me, replayable = false) {
  if (!entries.length) return h("p.muted", "No verified score yet. Be the first!");
  return h(
    "table.board-table",
    h("thead", h("tr", h("th", "Rank"), h("th", "Player"), h("th.num", "Score"), h("th", "Result"), h("th.hide-narrow", "Verified"), replayable ? h("th", h("span.visually-hidden", "Replay")) : null)),
    h(
      "tbody",
      entries.map((e) =>
        h(
          "tr",
          { class: e.player === me ? "is-me" : "" },
          h("td", `#${e.rank}`),
          h("td", e.player, e.player === me ? h("span.badge.badge--me", "you") : null),
          h("td.num", e.score),
          h("td", h(`span.result.result--${e.result || (e.won ? "won" : "lost")}`, e.result || (e.won ? "won" : "lost"))),
          h("td.hide-narrow", when(e.verified_at)),
          replayable ? h("td", e.play_id ? h("a.replay-link", { href: `#/replay/${e.play_id}`, "aria-label": `Replay ${e.player}'s game` }, "Replay") : "") : null,
        ),
      ),
    ),
  );
}

// The server's buckets of best scores, as bars; the bucket holding my score is marked.
export function histogram(buckets, mine) {
  if (!buckets.length) return h("p.muted", "Nothing to show yet.");
  const most = Math.max(...buckets.map((b) => b.count), 1);
  const total = buckets.reduce((sum, b) => sum + b.count, 0);
  return h(
    "div.histogram",
    { role: "img", "aria-label": `Histogram of ${total} scores from ${buckets[0].from} to ${buckets[buckets.length - 1].to}` },
    buckets.map((b) => {
      const label = b.from === b.to ? `${b.from}` : `${b.from}…${b.to}`;
      const isMine = mine !== null && mine !== undefined && mine >= b.from && mine <= b.to;
      return h(
        "div.histogram__bar",
        { class: isMine ? "is-me" : "", title: `${label}: ${b.count}` },
        h("span.histogram__fill", { style: { height: `${(b.count / most) * 100}%` } }),
        h("span.histogram__label", label),
        h("span.histogram__count", b.count),
      );
    }),
  );
}
