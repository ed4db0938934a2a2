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
        "div.calendar-layout",
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
        myResults(month, catalogue, names, game),
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

// My results beside the calendar: per game, each finished daily's score as a line over the month, and a table
// of the day, score, settled place and medal (the table is what a screen reader reads; the line is its picture).
function myResults(month, catalogue, names, game) {
  const slugs = game ? [game] : catalogue.map((g) => g.slug);
  const series = slugs
    .map((slug) => ({ slug, plays: month.days.flatMap((d) => d.plays.filter((p) => p.game === slug).map((p) => ({ ...p, day: Number(d.date.slice(8, 10)) }))) }))
    .filter((s) => s.plays.length);
  return h(
    "section.panel.my-results",
    { "aria-labelledby": "my-results-title", "data-testid": "my-results" },
    h("h2", { id: "my-results-title" }, "My results"),
    series.length
      ? series.map(({ slug, plays }) => {
          const medals = plays.filter((p) => p.medal).length;
          const places = plays.filter((p) => p.rank).map((p) => p.rank.rank);
          return h(
            "div.my-results__game",
            { "data-testid": `my-results-${slug}` },
            h("h3", names[slug] || slug),
            h("p.muted", `${plays.length} ${plays.length === 1 ? "daily" : "dailies"} · ${medals} ${medals === 1 ? "medal" : "medals"}${places.length ? ` · best place ${Math.min(...places)}` : ""}`),
            scoreChart(plays, month.days_in_month, names[slug] || slug),
            h(
              "table.board-table.my-results__table",
              h("thead", h("tr", h("th", { scope: "col" }, "Day"), h("th.num", { scope: "col" }, "Score"), h("th", { scope: "col" }, "Place"), h("th", { scope: "col" }, "Medal"))),
              h("tbody", plays.map((p) => h("tr", h("td", h("a", { href: `#/play/${p.play}` }, p.day)), h("td.num", p.score), h("td", p.rank ? `${p.rank.rank} of ${p.rank.of}` : "settling"), h("td", p.medal ? `${MEDALS[p.medal]} ${p.medal}` : "")))),
            ),
          );
        })
      : h("p.muted", "Finish a daily this month: your scores, places and medals gather here."),
  );
}

function scoreChart(plays, days, name) {
  const width = 300, height = 80;
  const scores = plays.map((p) => p.score);
  const low = Math.min(...scores), high = Math.max(...scores);
  const span = high - low || 1;
  const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  svg.setAttribute("viewBox", `0 0 ${width} ${height}`);
  svg.setAttribute("class", "rating-chart");
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", `${name}: scores of ${plays.length} ${plays.length === 1 ? "daily" : "dailies"} this month, from ${low} to ${high}`);
  const at = (p) => [((p.day - 1) / Math.max(1, days - 1)) * (width - 8) + 4, height - ((p.score - low) / span) * (height - 12) - 6];
  const line = document.createElementNS("http://www.w3.org/2000/svg", "polyline");
  line.setAttribute("points", plays.map((p) => at(p).join(",")).join(" "));
  line.setAttribute("fill", "none");
  line.setAttribute("stroke", "currentColor");
  line.setAttribute("stroke-width", "2");
  svg.append(line);
  for (const p of plays) {
    const dot = document.createElementNS("http://www.w3.org/2000/svg", "circle");
    const [x, y] = at(p);
    dot.setAttribute("cx", x);
    dot.setAttribute("cy", y);
    dot.setAttribute("r", p.medal ? 4 : 2.5);
    dot.setAttribute("fill", p.medal ? "var(--gold)" : "currentColor");
    svg.append(dot);
  }
  return svg;
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
