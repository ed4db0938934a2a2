// Leagues: my leagues and a new one (#/leagues), a league's page (#/leagues/<id>: today, its boards, its
// members and, for its creator, its invites) and the invite flow (#/leagues/join/<code>). Every name comes from
// players, so it only ever goes into the page as text (dom.js's h() appends strings as text nodes).
import { api, auth, games } from "../api.js";
import { clear, errorBox, h, toast, when } from "../dom.js";

// The sign-in comes back here (its ?next=): an invite link opened while signed out keeps its invite.
function signInFirst(root) {
  const next = encodeURIComponent(location.hash || "#/leagues");
  clear(root, h("div.panel.narrow", h("h1", "Leagues"), h("p", "Sign in with a registered account to create or join a league."), h("a.button", { href: `#/signin?next=${next}`, "data-testid": "league-signin" }, "Sign in")));
}

export function renderLeagues(root) {
  if (!auth.token) return signInFirst(root);
  const list = h("ul.league-list", { "data-testid": "league-list" });
  const name = h("input", { name: "name", maxlength: 64, required: true, placeholder: "League name" });
  const description = h("input", { name: "description", maxlength: 500, placeholder: "Description (optional)" });
  const form = h(
    "form.panel",
    {
      onsubmit: async (event) => {
        event.preventDefault();
        try {
          const league = await api("/leagues", { method: "POST", body: { name: name.value, description: description.value } });
          location.hash = `#/leagues/${league.id}`;
        } catch (error) {
          toast(error.message, "error");
        }
      },
    },
    h("h2", "New league"),
    name,
    description,
    h("button.button.button--primary", { type: "submit" }, "Create"),
  );
  clear(root, h("div.panel", h("h1", "My leagues"), list), form);
  api("/leagues")
    .then((leagues) =>
      clear(
        list,
        leagues.length
          ? leagues.map((l) => h("li", h("a", { href: `#/leagues/${l.id}` }, l.name), ` · ${l.member_count} members`))
          : h("li.muted", "No league yet: create one, or open an invite link."),
      ),
    )
    .catch((error) => clear(list, errorBox(error)));
}

// A revealed day's board links each member's game to a replay beside mine (the ghost, views/replay.js).
function boardTable(entries, ghosts = false) {
  if (!entries.length) return h("p.muted", "No verified result yet.");
  const me = auth.user ? auth.user.display_name || auth.user.username : null;
  const mine = ghosts ? entries.find((e) => e.player === me && e.play_id) : null;
  // board-table, not board: .board is the felt of a game (light ink), unreadable on a panel.
  return h(
    "table.board-table",
    h("thead", h("tr", h("th", "#"), h("th", "Player"), h("th", "Score"), h("th", "Result"), ghosts ? h("th", "Replay") : null)),
    h(
      "tbody",
      entries.map((e) =>
        h(
          "tr",
          { class: e.player === me ? "is-me" : "" },
          h("td", e.rank),
          h("td", e.player),
          h("td", e.score ?? e.points ?? ""),
          h("td", e.result || ""),
          ghosts && e.play_id
            ? h("td", h("a", { href: mine && mine.play_id !== e.play_id ? `#/replay/${mine.play_id}?beside=${e.play_id}` : `#/replay/${e.play_id}`, "data-testid": "league-ghost" }, mine && mine.play_id !== e.play_id ? "Beside mine" : "Replay"))
            : ghosts ? h("td") : null,
        ),
      ),
    ),
  );
}

// The month's standings: season points (from each settled daily) of the league's members.
function seasonTable(entries) {
  const me = auth.user ? auth.user.display_name || auth.user.username : null;
  return h(
    "table.board-table",
    { "data-testid": "league-season" },
    h("thead", h("tr", h("th", { scope: "col" }, "#"), h("th", { scope: "col" }, "Player"), h("th.num", { scope: "col" }, "Points"), h("th.num", { scope: "col" }, "Dailies"))),
    h("tbody", entries.map((e) => h("tr", { class: e.player === me ? "is-me" : "" }, h("td", e.rank), h("td", e.player), h("td.num", e.points ?? ""), h("td.num", e.dailies ?? "")))),
  );
}

function yesterday() {
  const day = new Date(Date.now() - 86400000);
  return day.toISOString().slice(0, 10);
}

export function renderLeague(root, id) {
  if (!auth.token) return signInFirst(root);
  const page = h("div.panel", { "data-testid": "league-page" }, h("p.muted", "Loading…"));
  clear(root, page);
  Promise.all([api(`/leagues/${id}`), api(`/leagues/${id}/today`), games()])
    .then(async ([league, today, catalogue]) => {
      const boards = await Promise.all(
        today.games.map((g) => api(`/leagues/${id}/boards/${g.game}`).catch(() => ({ entries: [] }))),
      );
      const past = await Promise.all(
        today.games.map((g) => api(`/leagues/${id}/boards/${g.game}?date=${yesterday()}`).catch(() => ({ entries: [] }))),
      );
      const seasons = await Promise.all(today.games.map((g) => api(`/leagues/${id}/season/${g.game}`).catch(() => ({ entries: [] }))));
      const month = new Date().toLocaleDateString(undefined, { month: "long", year: "numeric", timeZone: "UTC" });
      const gameName = (slug) => (catalogue.find((g) => g.slug === slug) || { name: slug }).name;
      clear(
        page,
        h("h1", { "data-testid": "league-name" }, league.name),
        league.description ? h("p", league.description) : null,
        h("h2", "Today"),
        today.games.map((g, i) =>
          h(
            "section",
            h("h3", gameName(g.game)),
            h("ul", g.players.map((p) => h("li", p.player, " · ", p.state === "finished" ? `${p.result}, ${p.score}` : p.state.replace("_", " ")))),
            boardTable(boards[i].entries),
          ),
        ),
        h("h2", `Yesterday (${yesterday()})`),
        h("p.muted", "Once a day is revealed, any member's game replays beside yours."),
        today.games.map((g, i) => (past[i].entries.length ? h("section", h("h3", gameName(g.game)), boardTable(past[i].entries, true)) : null)),
        h("h2", { id: "league-season-title" }, `Season standings: ${month}`),
        h("p.muted", "Points from each closed daily of the month: the share of the field beaten, 100 for first."),
        seasons.some((b) => b.entries.length)
          ? today.games.map((g, i) => (seasons[i].entries.length ? h("section", h("h3", gameName(g.game)), seasonTable(seasons[i].entries)) : null))
          : h("p.muted", "No closed daily this month yet."),
        h("h2", `Members (${league.member_count})`),
        h(
          "ul",
          league.members.map((m) =>
            h(
              "li",
              m.player,
              m.creator ? " (creator)" : "",
              league.is_creator && !m.creator
                ? h("button.button.button--small", { type: "button", onclick: () => api(`/leagues/${id}/members/${m.id}`, { method: "DELETE" }).then(() => renderLeague(root, id)).catch((e) => toast(e.message, "error")) }, "Remove")
                : null,
            ),
          ),
        ),
        league.is_creator
          ? [
              h("h2", "Invites"),
              h(
                "ul",
                league.invites.map((inv) =>
                  h(
                    "li",
                    h("code", { "data-testid": "invite-code" }, inv.code),
                    " ",
                    h("a", { href: inv.url }, "link"),
                    inv.expires_at ? ` · expires ${when(inv.expires_at)}` : "",
                    " ",
                    h("button.button.button--small", { type: "button", onclick: () => api(`/leagues/${id}/invites/${inv.code}`, { method: "DELETE" }).then(() => renderLeague(root, id)).catch((e) => toast(e.message, "error")) }, "Revoke"),
                  ),
                ),
              ),
              h("button.button", { type: "button", onclick: () => api(`/leagues/${id}/invites`, { method: "POST", body: {} }).then(() => renderLeague(root, id)).catch((e) => toast(e.message, "error")) }, "New invite"),
            ]
          : null,
        h("button.button", { type: "button", onclick: () => api(`/leagues/${id}/leave`, { method: "POST" }).then(() => (location.hash = "#/leagues")).catch((e) => toast(e.message, "error")) }, "Leave the league"),
      );
    })
    .catch((error) => clear(page, errorBox(error)));
}

export function renderJoin(root, code) {
  if (!auth.token) return signInFirst(root);
  const page = h("div.panel.narrow", { "data-testid": "invite-page" }, h("p.muted", "Loading…"));
  clear(root, page);
  api(`/invites/${encodeURIComponent(code)}`)
    .then((invite) =>
      clear(
        page,
        h("h1", "Join ", h("span", { "data-testid": "league-name" }, invite.league.name)),
        invite.league.description ? h("p", invite.league.description) : null,
        h("p.muted", `${invite.league.member_count} members`),
        h(
          "button.button.button--primary",
          {
            type: "button",
            "data-testid": "join-button",
            onclick: () =>
              api(`/invites/${encodeURIComponent(code)}/join`, { method: "POST" })
                .then((league) => (location.hash = `#/leagues/${league.id}`))
                .catch((e) => toast(e.message, "error")),
          },
          invite.member ? "Open the league" : "Join",
        ),
      ),
    )
    .catch((error) => clear(page, errorBox(error)));
}
