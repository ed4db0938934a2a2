// The daily archive: past days of one game (tier, variant, par and medals, my result), each playable again as
// practice (never ranked), with the screening bot's game to step through once the day's seed is revealed.
import { api, ensurePlayer, games } from "../api.js";
import { clear, errorBox, h, statusBadge, toast } from "../dom.js";
import { GAMES } from "../games/index.js";

export function tierBadge(tier) {
  return h(`span.badge.badge--difficulty-${tier || "unknown"}`, { "data-testid": "tier" }, tier || "unrated");
}

export function medalLine(medals) {
  if (!medals) return "—";
  return `gold ${medals.gold} · silver ${medals.silver} · bronze ${medals.bronze}`;
}

// The card's sentence when par came from the solver: the server writes it (par_note), every client shows it.
export function parNote(day) {
  return (day && day.par_note) || null;
}

export function renderArchive(root, params) {
  const body = h("div", h("p.loading", "Loading the archive…"));
  clear(root, h("div.section-head", h("h1", "Archive"), h("p.muted", "Every past daily: replay its deal as practice (never ranked) or step through a winning line, the one that set par.")), body);
  let closed = false;
  games()
    .then((catalogue) => !closed && build(catalogue))
    .catch((error) => clear(body, errorBox(error)));
  return () => (closed = true);

  function build(catalogue) {
    const game = catalogue.find((g) => g.slug === params.get("game")) || catalogue[0];
    const picker = h(
      "p.archive-games",
      catalogue.map((g) => h(`a.button${g.slug === game.slug ? ".button--primary" : ""}`, { href: `#/archive?game=${g.slug}`, "data-testid": `archive-game-${g.slug}` }, g.name)),
    );
    const commitments = h("p.muted.commitments", { "data-testid": "commitments" }, "Month commitments: …");
    showCommitments(commitments);
    const rows = h("tbody");
    const more = h("button.button", { type: "button", hidden: true, onclick: () => load(more.dataset.next) }, "Older days");
    clear(
      body,
      picker,
      commitments,
      h("div.panel", h("table.archive", { "data-testid": "archive" }, h("thead", h("tr", ["Day", "Variant", "Tier", "Par and medals", "You"].map((t) => h("th", t)), h("th", h("span.visually-hidden", "Play or watch")))), rows), more),
    );
    load(`/daily/?game=${game.slug}&page_size=20`);

    async function load(path) {
      more.hidden = true;
      let page;
      try {
        page = await api(path.replace(/^.*\/api\/v1/, ""));
      } catch (error) {
        rows.append(h("tr", h("td", { colSpan: 6 }, errorBox(error))));
        return;
      }
      if (!page.results.length && !rows.children.length) rows.append(h("tr", h("td", { colSpan: 6 }, "No daily of this game yet.")));
      for (const day of page.results) rows.append(row(day));
      if (page.next) {
        more.dataset.next = page.next;
        more.hidden = false;
      }
    }

    function row(day) {
      const mine = day.my_play;
      return h(
        "tr",
        { "data-date": day.date },
        h("td", day.date),
        h("td", h("b", day.preset), h("br"), h("small.muted", day.variant)),
        h("td", tierBadge(day.tier)),
        h("td", h("b", day.par ?? "—"), day.par_by === "solver" ? h("abbr", { title: parNote(day), "data-testid": "par-by-solver" }, " (solver)") : "", h("br"), h("small.muted", medalLine(day.medals))),
        h("td", mine ? [statusBadge(mine.status), mine.status === "playing" ? "" : ` ${mine.score}${mine.medal ? ` · ${mine.medal}` : ""}`] : "—"),
        h(
          "td",
          h(
            "div.archive-actions",
            day.revealed
            ? [
                h("button.button", { type: "button", "data-testid": `practice-${day.date}`, onclick: (e) => practise(day, e.currentTarget) }, "Play as practice"),
                h("a.button", { href: `#/archive/${day.date}/${day.game}/bot`, "data-testid": `bot-${day.date}` }, "A winning line"),
                h("a.link-quiet", { href: day.export_url, target: "_blank", rel: "noopener" }, "Export"),
              ]
              : h("small.muted", "Open today: its deal is revealed after the close."),
          ),
        ),
      );
    }
  }

  async function practise(day, button) {
    button.disabled = true;
    try {
      await ensurePlayer();
      const play = await api("/plays", { method: "POST", body: { game: day.game, options: day.options, seed: day.seed } });
      location.hash = `#/play/${play.id}`;
    } catch (error) {
      toast(error.message, "error");
      button.disabled = false;
    }
  }
}

export function renderBotGame(root, date, game) {
  const body = h("div", h("p.loading", "Loading the winning line…"));
  clear(root, h("div.section-head", h("h1", `A winning line · ${date}`), h("p.muted", "A game that won this deal, found when it was screened: its score is par.")), body);
  let closed = false;
  api(`/daily/${date}/${game}/bot-game`)
    .then((replay) => !closed && build(replay))
    .catch((error) => clear(body, errorBox(error)));
  return () => (closed = true);

  function build(replay) {
    const module = GAMES[replay.game];
    const board = h("div.board");
    const step = h("span", { "data-testid": "bot-step" });
    const move = h("p.muted", { "data-testid": "bot-move" });
    let index = 0;
    const prev = h("button.button", { type: "button", onclick: () => show(index - 1), "data-testid": "bot-prev" }, "◀ Previous");
    const next = h("button.button.button--primary", { type: "button", onclick: () => show(index + 1), "data-testid": "bot-next" }, "Next ▶");
    clear(
      body,
      h("p", tierBadge(replay.tier), ` ${replay.preset} · par ${replay.par} · ${replay.by ? `played by ${replay.by.replace("_", " ")}` : "the bot"} ${replay.status === "won" ? "won" : "lost"}`),
      h("p.bot-controls", prev, " ", step, " ", next),
      move,
      board,
    );
    show(0);

    function show(at) {
      index = Math.max(0, Math.min(replay.frames.length - 1, at));
      const frame = replay.frames[index];
      step.textContent = `move ${index} of ${replay.frames.length - 1} · score ${frame.score}`;
      move.textContent = frame.move || "The deal as dealt.";
      prev.disabled = index === 0;
      next.disabled = index === replay.frames.length - 1;
      const snapshot = { game: replay.game, view: frame.view, legal_actions: [], status: index === replay.frames.length - 1 ? replay.status : "playing", score: frame.score };
      clear(board, module ? module.render(frame.view, snapshot) : h("pre.raw-view", JSON.stringify(frame.view, null, 2)));
    }
  }
}

// The server commits to every day's candidate seeds a month ahead (docs/daily.md): the roots shown here are what
// a player keeps to check, after each day's reveal, that its deal was not picked by hand.
async function showCommitments(line) {
  const now = new Date();
  const months = [0, 1].map((ahead) => {
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + ahead, 1));
    return first.toISOString().slice(0, 7);
  });
  const parts = await Promise.all(
    months.map(async (month) => {
      try {
        const commitment = await api(`/commitments/${month}`);
        return h("span", `${month}: `, h("a", { href: `/api/v1/commitments/${month}`, target: "_blank", rel: "noopener", title: commitment.root, "data-testid": `commitment-${month}` }, h("code", commitment.root.slice(0, 16) + "…")));
      } catch (error) {
        return h("span", `${month}: ${error.code === "not_committed" ? "not published yet" : "unavailable"}`);
      }
    }),
  );
  clear(line, "Month commitments (keep the root to verify each revealed day): ", parts[0], " · ", parts[1]);
}

