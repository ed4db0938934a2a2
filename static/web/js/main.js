// The single-page app: a hash router over the screens. Every screen talks to the public API only.
import { accounts, auth } from "./api.js";
import { markNav, renderAccountSlot } from "./chrome.js";
import { clear, errorBox, h } from "./dom.js";
import { renderArchive, renderBotGame } from "./views/archive.js";
import { renderHome } from "./views/home.js";
import { renderJoin, renderLeague, renderLeagues } from "./views/leagues.js";
import { renderBoards } from "./views/boards.js";
import { renderBadges, renderCalendar } from "./views/calendar.js";
import { renderMe } from "./views/me.js";
import { renderPlay } from "./views/play.js";
import { renderPractice } from "./views/practice.js";
import { renderRace, renderRaces } from "./views/races.js";
import { renderReplay } from "./views/replay.js";
import { renderSignin } from "./views/signin.js";

const root = document.getElementById("app");
let cleanup = null;

const ROUTES = [
  [/^\/?$/, "today", (params) => renderHome(root, params)],
  [/^\/practice$/, "practice", (params) => renderPractice(root, params)],
  [/^\/play\/([0-9a-f-]{36})$/, null, (params, id) => renderPlay(root, id)],
  [/^\/replay\/([0-9a-f-]{36})$/, null, (params, id) => renderReplay(root, id, params)],
  [/^\/leaderboards(?:\/([a-z0-9_-]+))?$/, "leaderboards", (params, board) => renderBoards(root, params, board)],
  [/^\/me$/, "me", () => renderMe(root)],
  [/^\/leagues$/, "leagues", () => renderLeagues(root)],
  [/^\/races$/, "races", () => renderRaces(root)],
  [/^\/races\/([0-9a-f-]{36})$/, "races", (params, id) => renderRace(root, id)],
  [/^\/leagues\/(\d+)$/, "leagues", (params, id) => renderLeague(root, id)],
  [/^\/leagues\/join\/([A-Za-z0-9_-]+)$/, "leagues", (params, code) => renderJoin(root, code)],
  [/^\/calendar$/, "calendar", (params) => renderCalendar(root, params)],
  [/^\/badges$/, "calendar", () => renderBadges(root)],
  [/^\/archive$/, "archive", (params) => renderArchive(root, params)],
  [/^\/archive\/(\d{4}-\d{2}-\d{2})\/([a-z0-9]+)\/bot$/, "archive", (params, date, game) => renderBotGame(root, date, game)],
  [/^\/signin$/, null, (params) => renderSignin(root, params)],
];

function route() {
  const hash = location.hash.replace(/^#/, "") || "/";
  const [path, query = ""] = hash.split("?");
  const params = new URLSearchParams(query);
  if (typeof cleanup === "function") cleanup();
  cleanup = null;
  for (const [pattern, nav, render] of ROUTES) {
    const match = pattern.exec(path);
    if (!match) continue;
    markNav(nav);
    document.body.dataset.route = nav || path.split("/")[1] || "today";
    try {
      cleanup = render(params, ...match.slice(1));
    } catch (error) {
      clear(root, errorBox(error));
    }
    window.scrollTo(0, 0);
    return;
  }
  markNav(null);
  clear(root, h("div.panel.narrow", h("h1", "Page not found"), h("p", "There is nothing at this address. "), h("a.button", { href: "#/" }, "Today's challenges")));
}

window.addEventListener("hashchange", route);
// Signing in or out elsewhere (another tab, the header) redraws screens that depend on the player.
auth.onChange(() => {
  renderAccountSlot();
  const route_ = document.body.dataset.route;
  if (route_ === "me" || route_ === "calendar") route();
});

route();
// A stored token may have been revoked: check it once (a 401 clears it and the header follows).
if (auth.token) accounts.refresh().catch(() => {});
