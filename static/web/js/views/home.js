// Today: the daily challenges (game, tier, variant, par and medals, time left, my status; start or resume).
import { api, auth, ensurePlayer, games } from "../api.js";
import { clear, duration, errorBox, h, statusBadge, toast } from "../dom.js";
import { medalLine, tierBadge } from "./archive.js";

// While the server is still screening some of today's deals, the page asks again this often and draws them as
// they arrive (a day's five take from under a minute to five on a loaded machine).
const PENDING_POLL_MS = 5000;

export function renderHome(root) {
  let timer = null;
  let pendingPoll = null;
  const welcome = h("div.welcome");
  const status = h("p.today-status", { "data-testid": "today-status", "aria-live": "polite" });
  const list = h("div.daily-grid", { "data-testid": "dailies" }, h("p.loading", "Loading today's challenges…"));
  clear(
    root,
    welcome,
    h(
      "section",
      h("div.section-head", h("h1", "Today's challenges"), h("p.muted", "One attempt each, no undo, no hints. A new deal at midnight UTC.")),
      status,
      list,
    ),
  );

  drawWelcome();
  load();
  const stop = auth.onChange(() => (drawWelcome(), load()));
  return () => {
    clearInterval(timer);
    clearTimeout(pendingPoll);
    stop();
  };

  // Nobody signed in: the two ways in. A guest: what an upgrade would keep, and where to do it.
  function drawWelcome() {
    const user = auth.user;
    if (!auth.token || !user) {
      clear(
        welcome,
        h(
          "section.hero",
          h("h1", "A new deal every day, in five solitaire games."),
          h("p", "Play today's challenges, practise any deal you like, and climb boards where every score has been replayed by the server."),
          h(
            "p.hero__actions",
            h("button.button.button--primary.button--large", { type: "button", "data-testid": "hero-guest", onclick: () => ensurePlayer().then(() => toast("Welcome! You are playing as a guest.")).catch((e) => toast(e.message, "error")) }, "Play as guest"),
            h("a.button.button--large", { href: "#/signin" }, "Sign in or register"),
          ),
        ),
      );
    } else if (user.is_guest) {
      clear(
        welcome,
        h(
          "section.guest-banner",
          { "data-testid": "guest-banner" },
          h("p", h("strong", `You are playing as a guest, ${user.display_name}.`), " Your games live on this browser only."),
          h(
            "p",
            "An upgrade keeps everything under a username and password you can use anywhere: every game you started, your scores and ranks on the boards, and your daily streak. ",
            h("a.button.button--small.button--primary", { href: "#/me" }, "Upgrade to an account"),
          ),
        ),
      );
    } else clear(welcome);
  }

  async function load() {
    let challenges, catalogue;
    try {
      [challenges, catalogue] = await Promise.all([api("/daily/"), games()]);
    } catch (error) {
      clear(list, errorBox(error));
      return;
    }
    const names = Object.fromEntries(catalogue.map((g) => [g.slug, g]));
    drawStatus(challenges);
    const loadedAt = Date.now();
    const clocks = [];
    // Days are generated ahead by the server, never on a request: a brand-new server is still screening some.
    const pending = catalogue.filter((g) => !challenges.some((c) => c.game === g.slug));
    clearTimeout(pendingPoll);
    if (pending.length) pendingPoll = setTimeout(load, PENDING_POLL_MS);
    const pendingNote = pending.length
      ? h(
          "p.muted.dailies-pending",
          { "data-testid": "dailies-pending" },
          `Still being prepared: ${pending.map((g) => g.name).join(", ")}. ${pending.length === 1 ? "It appears" : "They appear"} here as soon as ${pending.length === 1 ? "it is" : "they are"} ready, no need to reload.`,
        )
      : null;
    if (!challenges.length) {
      clear(list, pendingNote);
      return;
    }
    clear(
      list,
      pendingNote,
      challenges.map((c) => {
        const clock = h("span.clock");
        clocks.push([clock, c.seconds_left]);
        const mine = c.my_play;
        const game = names[c.game] || { name: c.game, rules_url: "#" };
        const action = !mine
          ? h("button.button.button--primary", { type: "button", onclick: (e) => start(c, e.currentTarget), "data-testid": `daily-start-${c.game}` }, "Start")
          : h("a.button" + (mine.status === "playing" ? ".button--primary" : ""), { href: `#/play/${mine.id}`, "data-testid": `daily-open-${c.game}` }, mine.status === "playing" ? "Resume" : "See the board");
        return h(
          "article.daily-card",
          { "data-game": c.game },
          h("header", h("h2", game.name), tierBadge(c.tier || c.difficulty)),
          h("p.variant", { "data-testid": `variant-${c.game}` }, h("b", c.preset), " · ", c.variant),
          h(
            "dl.facts",
            h("div", h("dt", "Par"), h("dd", c.par ?? "—")),
            h("div", h("dt", "Time left"), h("dd", clock)),
            h("div", h("dt", "Medals"), h("dd", { "data-testid": `medals-${c.game}` }, medalLine(c.medals))),
            h("div", h("dt", "You"), h("dd", mine ? [statusBadge(mine.status), " ", mine.status === "playing" ? "" : `score ${mine.score}${mine.medal ? ` · ${mine.medal}` : ""}`] : "not started")),
          ),
          h("footer", action, h("a.link-quiet", { href: `#/leaderboards?kind=daily&game=${c.game}&period=${c.date}` }, "Leaderboard"), h("a.link-quiet", { href: game.rules_url }, "Rules")),
        );
      }),
    );
    const tick = () => {
      const gone = (Date.now() - loadedAt) / 1000;
      for (const [clock, left] of clocks) clock.textContent = left - gone > 0 ? duration(left - gone) : "closed";
    };
    tick();
    clearInterval(timer);
    timer = setInterval(tick, 1000);
  }

  // Today at a glance: how many of today's deals are finished, and the daily streak (from the statistics).
  async function drawStatus(challenges) {
    if (!auth.token) {
      clear(status);
      return;
    }
    const finished = challenges.filter((c) => c.my_play && c.my_play.status !== "playing").length;
    const playing = challenges.filter((c) => c.my_play && c.my_play.status === "playing").length;
    const parts = [h("span.today-status__count", `Today: ${finished} of ${challenges.length} finished`), playing ? ` · ${playing} in progress` : ""];
    clear(status, parts);
    const statistics = await api("/me/statistics").catch(() => null);
    if (!statistics) return;
    const streak = statistics.daily_streak;
    clear(
      status,
      parts,
      " · ",
      h("span.today-status__streak", { "data-testid": "streak" }, `🔥 Streak ${streak.current} ${streak.current === 1 ? "day" : "days"}`),
      h("span.muted", ` (best ${streak.best})`),
    );
  }

  async function start(challenge, button) {
    button.disabled = true;
    try {
      await ensurePlayer();
      const play = await api(`/daily/${challenge.date}/${challenge.game}/start`, { method: "POST" });
      location.hash = `#/play/${play.id}`;
    } catch (error) {
      toast(error.message, "error", 6000);
      button.disabled = false;
    }
  }
}
