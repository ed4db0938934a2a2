// Reasons to come back: the month's calendar of my dailies (per game or all games) with each day's medal, the
// streak and the month's trophies; and the badges page with every trophy earned (GET /me/calendar,
// /me/trophies).
import { api, auth, games } from "../api.js";
import { clear, errorBox, h } from "../dom.js";
import { MEDALS } from "./result.js";

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
const TROPHIES = {
  perfect_month: { icon: "🏅", name: "Perfect month", how: "Win every daily of one game for a whole month." },
  gold_week: { icon: "🌟", name: "Gold week", how: "Take a gold medal on seven days in a row." },
  full_house: { icon: "🃏", name: "Full house", how: "Win every daily of one day." },
};

function monthName(month) {
  const [year, number] = month.split("-").map(Number);
  return new Date(Date.UTC(year, number - 1, 1)).toLocaleString("en", { month: "long", year: "numeric", timeZone: "UTC" });
}

function shiftMonth(month, by) {
  const [year, number] = month.split("-").map(Number);
  const date = new Date(Date.UTC(year, number - 1 + by, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, "0")}`;
}

function signInFirst(root, what) {
  clear(root, h("div.panel.narrow", h("h1", what), h("p", "Your calendar keeps the dailies you played: sign in or play one as a guest first."), h("a.button.button--primary", { href: "#/signin" }, "Sign in")));
}

export function renderCalendar(root, params) {
  if (!auth.token) return signInFirst(root, "Your calendar");
  let closed = false;
  const body = h("div", h("p.loading", "Loading your month…"));
  clear(root, h("div.section-head", h("h1", "Your calendar"), h("p.muted", "Every daily you finished, with its medal. Come back tomorrow to keep the streak.")), body);
  const game = params.get("game") || "";
  Promise.all([api(`/me/calendar?${new URLSearchParams({ ...(params.get("month") ? { month: params.get("month") } : {}), ...(game ? { game } : {}) })}`), games()])
    .then(([month, catalogue]) => !closed && draw(month, catalogue))
    .catch((error) => clear(body, errorBox(error)));
  return () => (closed = true);

  function link(month, slug) {
    const query = new URLSearchParams({ month, ...(slug ? { game: slug } : {}) });
    return `#/calendar?${query}`;
  }

  function draw(month, catalogue) {
    const names = Object.fromEntries(catalogue.map((g) => [g.slug, g.name]));
    const days = Object.fromEntries(month.days.map((d) => [Number(d.date.slice(8, 10)), d]));
    const cells = [];
    for (let i = 0; i < month.first_weekday; i++) cells.push(h("td.calendar__blank", { "aria-hidden": "true" }));
    for (let day = 1; day <= month.days_in_month; day++) {
      const entry = days[day];
      const label = entry
        ? `${day}: ${entry.plays.map((p) => `${names[p.game] || p.game} ${p.verdict}${p.medal ? `, ${p.medal}` : ""}`).join("; ")}`
        : `${day}: no daily played`;
      const mark = entry ? (entry.best_medal ? MEDALS[entry.best_medal] : entry.plays.some((p) => p.verdict === "won") ? "✓" : "·") : "";
      cells.push(
        h(
          `td.calendar__day${entry ? ".is-played" : ""}${entry && entry.best_medal ? `.medal--${entry.best_medal}` : ""}`,
          { "data-day": day, "data-testid": entry ? `calendar-day-${day}` : undefined },
          h("span.calendar__number", { "aria-hidden": "true" }, day),
          h("span.calendar__mark", { "aria-hidden": "true" }, mark),
          h("span.visually-hidden", label),
        ),
      );
    }
    while (cells.length % 7) cells.push(h("td.calendar__blank", { "aria-hidden": "true" }));
    const rows = [];
    for (let i = 0; i < cells.length; i += 7) rows.push(h("tr", cells.slice(i, i + 7)));
    const streak = month.streak;
    clear(
      body,
      h(
        "nav.calendar-games",
        { "aria-label": "Which game" },
        h(`a.button.button--small${game ? "" : ".button--primary"}`, { href: link(month.month, ""), "aria-current": game ? undefined : "page" }, "All games"),
        catalogue.map((g) => h(`a.button.button--small${g.slug === game ? ".button--primary" : ""}`, { href: link(month.month, g.slug), "aria-current": g.slug === game ? "page" : undefined }, g.name)),
      ),
      h(
        "div.panel.calendar-panel",
        h(
          "div.calendar-head",
          h("a.button.button--small", { href: link(shiftMonth(month.month, -1), game), "aria-label": "Previous month" }, "‹"),
          h("h2", { id: "calendar-title", "data-testid": "calendar-month" }, monthName(month.month)),
          h("a.button.button--small", { href: link(shiftMonth(month.month, 1), game), "aria-label": "Next month" }, "›"),
        ),
        h("table.calendar", { "aria-labelledby": "calendar-title", "data-testid": "calendar" }, h("thead", h("tr", WEEKDAYS.map((d) => h("th", { scope: "col" }, d)))), h("tbody", rows)),
        h("p.calendar-streak", { "data-testid": "calendar-streak" }, `🔥 Streak ${streak.current} ${streak.current === 1 ? "day" : "days"}`, h("span.muted", ` (best ${streak.best})`)),
        month.days.length ? null : h("p.muted", { "data-testid": "calendar-empty" }, "No daily finished this month."),
      ),
      h(
        "section.panel",
        h("h2", "Trophies this month"),
        month.trophies.length
          ? h("ul.trophy-list", month.trophies.map((t) => trophyItem(t)))
          : h("p.muted", "None yet this month. ", h("a", { href: "#/badges" }, "How to earn them")),
      ),
    );
  }
}

function trophyItem(t) {
  const kind = TROPHIES[t.kind] || { icon: "🏆", name: t.kind };
  return h("li.trophy", { "data-testid": `trophy-${t.kind}` }, h("span.trophy__icon", { "aria-hidden": "true" }, kind.icon), h("span", h("strong", kind.name), " · ", t.title));
}

export function renderBadges(root) {
  if (!auth.token) return signInFirst(root, "Your badges");
  let closed = false;
  const body = h("div", h("p.loading", "Loading your trophies…"));
  clear(root, h("div.section-head", h("h1", "Your badges"), h("p.muted", "Trophies earned month by month from the dailies.")), body);
  api("/me/trophies")
    .then((trophies) => !closed && draw(trophies))
    .catch((error) => clear(body, errorBox(error)));
  return () => (closed = true);

  function draw(trophies) {
    const byMonth = new Map();
    for (const t of trophies) byMonth.set(t.month, [...(byMonth.get(t.month) || []), t]);
    clear(
      body,
      h(
        "section.panel",
        h("h2", "How to earn them"),
        h("ul.trophy-list", Object.entries(TROPHIES).map(([kind, t]) => h(`li.trophy${trophies.some((x) => x.kind === kind) ? "" : ".is-locked"}`, h("span.trophy__icon", { "aria-hidden": "true" }, t.icon), h("span", h("strong", t.name), " · ", t.how)))),
      ),
      trophies.length
        ? [...byMonth.entries()].reverse().map(([month, list]) => h("section.panel", { "data-testid": `badges-${month}` }, h("h2", h("a", { href: `#/calendar?month=${month}` }, monthName(month))), h("ul.trophy-list", list.map(trophyItem))))
        : h("p.muted", { "data-testid": "badges-empty" }, "No trophy yet: today's dailies are a good start."),
    );
  }
}
