// My games: the account (and the guest's upgrade), my statistics per game, and every play I started.
import { accounts, allPages, api, auth, games } from "../api.js";
import { clear, errorBox, h, statusBadge, toast, when } from "../dom.js";
import { ratingChart } from "./boards.js";
import { credentialFields } from "./signin.js";

export function renderMe(root) {
  if (!auth.token) {
    clear(root, h("div.panel.narrow", h("h1", "My games"), h("p", "Sign in or play as a guest: your games and statistics appear here."), h("a.button.button--primary", { href: "#/signin?next=%23%2Fme" }, "Sign in")));
    return;
  }
  const account = h("section.panel.account-panel");
  const stats = h("section.panel", h("h2", "Statistics"), h("p.loading", "Loading…"));
  const list = h("section.panel", h("h2", "My plays"), h("p.loading", "Loading…"));
  const ratings = h("section.panel", { "data-testid": "my-ratings" }, h("h2", "Rating"), h("p.loading", "Loading…"));
  clear(root, h("div.section-head", h("h1", "My games")), h("div.me-layout", account, stats), ratings, list);
  drawAccount();
  load();
  Promise.all([api("/me/ratings"), games()])
    .then(([mine, catalogue]) => clear(ratings, h("h2", "Rating"), ratingChart(mine, Object.fromEntries(catalogue.map((g) => [g.slug, g.name])))))
    .catch((error) => clear(ratings, h("h2", "Rating"), errorBox(error)));

  function drawAccount() {
    const user = auth.user || {};
    const rows = [
      h("h2", user.display_name || "Me"),
      h("p", user.is_guest ? [h("span.badge.badge--guest", "guest"), " Your games live on this browser's token only. Upgrade to an account to keep them."] : `Signed in as ${user.username}.`),
    ];
    if (user.is_guest) {
      const error = h("div.form-error", { role: "alert" });
      const form = h(
        "form.upgrade-form",
        {
          "data-testid": "upgrade-form",
          onsubmit: async (event) => {
            event.preventDefault();
            clear(error);
            const data = new FormData(form);
            try {
              await accounts.upgrade(data.get("username"), data.get("password"), data.get("email") || "");
              toast("Your guest is now an account: every game is kept.");
              drawAccount();
            } catch (e) {
              clear(error, e.message);
            }
          },
        },
        h("h3", "Upgrade to an account"),
        credentialFields({ email: true, newPassword: true }),
        error,
        h("button.button.button--primary", { type: "submit" }, "Upgrade"),
      );
      rows.push(form);
    }
    clear(account, rows);
  }

  async function load() {
    let plays, catalogue, statistics;
    try {
      [plays, catalogue, statistics] = await Promise.all([allPages("/plays?page_size=100", 1000), games(), api("/me/statistics")]);
    } catch (error) {
      clear(stats, h("h2", "Statistics"), errorBox(error));
      clear(list, h("h2", "My plays"), errorBox(error));
      return;
    }
    const names = Object.fromEntries(catalogue.map((g) => [g.slug, g.name]));
    const best = (slug) => {
      const scores = Object.entries(statistics.best_scores).filter(([key]) => key.startsWith(`${slug}/`));
      return scores.length ? Math.max(...scores.map(([, score]) => score)) : null;
    };
    const streak = statistics.daily_streak;
    clear(
      stats,
      h("h2", "Statistics"),
      h(
        "dl.facts.stats-facts",
        h("div", h("dt", "Finished"), h("dd", statistics.played)),
        h("div", h("dt", "Won"), h("dd", statistics.won)),
        h("div", h("dt", "Daily streak"), h("dd", `${streak.current} (best ${streak.best})`)),
      ),
      statistics.played
        ? h(
            "table.stats-table",
            h("thead", h("tr", h("th", "Game"), h("th.num", "Finished"), h("th.num", "Won"), h("th.num", "Win rate"), h("th.num", "Best ranked"))),
            h(
              "tbody",
              catalogue
                .filter((g) => statistics.games[g.slug])
                .map((g) => {
                  const s = statistics.games[g.slug];
                  return h(
                    "tr",
                    h("td", g.name),
                    h("td.num", s.played),
                    h("td.num", s.won),
                    h("td.num", `${Math.round(100 * s.win_rate)}%`),
                    h("td.num", best(g.slug) ?? "—"),
                  );
                }),
            ),
          )
        : h("p.muted", "No finished game yet."),
    );
    clear(
      list,
      h("h2", `My plays (${plays.length})`),
      plays.length
        ? h(
            "table.plays-table",
            h("thead", h("tr", h("th", "Game"), h("th", "Mode"), h("th", "Status"), h("th.num", "Score"), h("th.hide-narrow", "Started"), h("th", h("span.visually-hidden", "Open")))),
            h(
              "tbody",
              plays.map((p) =>
                h(
                  "tr",
                  h("td", names[p.game] || p.game, h("small.muted", ` ${p.preset || "custom"}`)),
                  h("td", p.mode),
                  h("td", statusBadge(p.status, p.end_reason)),
                  h("td.num", p.score),
                  h("td.hide-narrow", when(p.created_at)),
                  h(
                    "td",
                    h("a", { href: `#/play/${p.id}` }, p.status === "playing" ? "Resume" : "View"),
                    p.status === "playing" ? null : [" · ", h("a", { href: `#/replay/${p.id}` }, "Replay")],
                  ),
                ),
              ),
            ),
          )
        : h("p", "Nothing yet. ", h("a", { href: "#/practice" }, "Start a practice game"), " or try ", h("a", { href: "#/" }, "today's challenges"), "."),
    );
  }
}
