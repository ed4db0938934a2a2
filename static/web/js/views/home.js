// Today: the daily challenges (game, tier, variant, par and medals, time left, my status; start or resume).
import { api, auth, ensurePlayer, games, installId } from "../api.js";
import { clear, duration, errorBox, h, statusBadge, toast } from "../dom.js";
import { accountForDaily } from "../guest.js";
import { medalLine, parNote, tierBadge } from "./archive.js";
import { HELD_WORDS, MEDALS, heldReason, rankWords } from "./result.js";

// While the server is still screening some of today's deals, the page asks again this often and draws them as
// they arrive (a day's five take from under a minute to five on a loaded machine).
const PENDING_POLL_MS = 5000;
// When the day closes, an open page fetches the new day by itself, each after its own random delay within this
// range: the pages left open at midnight do not all ask in the same second (the release minute, issue 43).
const NEW_DAY_DELAY_MS = [2000, 8000];

export function renderHome(root) {
  let timer = null;
  let pendingPoll = null;
  let newDay = null;
  const welcome = h("div.welcome");
  const status = h("p.today-status", { "data-testid": "today-status", "aria-live": "polite" });
  const yesterday = h("p.yesterday", { "data-testid": "yesterday", hidden: true });
  const list = h("div.daily-grid", { "data-testid": "dailies" }, h("p.loading", "Loading today's challenges…"));
  clear(
    root,
    welcome,
    h(
      "section",
      h("div.section-head", h("h1", "Today's challenges"), h("p.muted", "One attempt each, no undo, no hints. A new deal at midnight UTC.")),
      status,
      list,
      // Below the list: it arrives after it, and must not push the cards down as they are read.
      yesterday,
    ),
  );

  let leftPage = false;
  drawWelcome();
  load();
  const stop = auth.onChange(() => (drawWelcome(), load()));
  return () => {
    leftPage = true; // a load still in flight draws nothing and asks nothing again
    clearInterval(timer);
    clearTimeout(pendingPoll);
    clearTimeout(newDay);
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
            "An upgrade keeps your games, their scores and your daily streak under a username and password you can use anywhere. A guest's games stay casual after it: they never rank, and only games played once signed in count on the boards. ",
            h("a.button.button--small.button--primary", { href: "#/me" }, "Upgrade to an account"),
          ),
        ),
      );
    } else clear(welcome);
  }

  async function load() {
    let challenges, catalogue;
    try {
      [challenges, catalogue] = await Promise.all([api("/daily/today/"), games()]);
    } catch (error) {
      if (!leftPage) clear(list, errorBox(error));
      return;
    }
    if (leftPage) return;
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
            h("div", h("dt", "You"), h("dd", mine ? [statusBadge(mine.status), " ", mine.status === "playing" ? "" : myResult(mine)] : "not started")),
          ),
          parNote(c) ? h("p.muted.par-note", { "data-testid": `par-note-${c.game}` }, parNote(c)) : null,
          h("footer", action, h("a.link-quiet", { href: `#/leaderboards?kind=daily&game=${c.game}&period=${c.date}` }, "Leaderboard"), h("a.link-quiet", { href: game.rules_url }, "Rules")),
        );
      }),
    );
    clearTimeout(newDay);
    newDay = null;
    const tick = () => {
      const gone = (Date.now() - loadedAt) / 1000;
      for (const [clock, left] of clocks) clock.textContent = left - gone > 0 ? duration(left - gone) : "closed";
      if (newDay === null && clocks.some(([, left]) => left - gone <= 0)) {
        const [least, most] = NEW_DAY_DELAY_MS;
        newDay = setTimeout(load, least + Math.random() * (most - least));
      }
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
    if (challenges.length) drawYesterday(challenges[0].date, Object.fromEntries((await games().catch(() => [])).map((g) => [g.slug, g.name])));
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

  // Yesterday's dailies with their medals and, once the day settled, the final rank ("so far" until then).
  async function drawYesterday(todayDate, names) {
    const day = new Date(`${todayDate}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() - 1);
    const date = day.toISOString().slice(0, 10);
    const month = await api(`/me/calendar?month=${date.slice(0, 7)}`).catch(() => null);
    const entry = month && month.days.find((d) => d.date === date);
    if (!entry) return;
    clear(
      yesterday,
      h("strong", "Yesterday: "),
      entry.plays.map((p, i) => [
        i ? " · " : "",
        `${names[p.game] || p.game} `,
        p.medal ? `${MEDALS[p.medal]} ` : "",
        p.verdict,
        p.rank ? `, ${rankWords(p.rank)}` : ", rank settling",
      ]),
      " ",
      h("a", { href: `#/calendar?month=${date.slice(0, 7)}` }, "Calendar"),
    );
    yesterday.hidden = false;
  }

  async function start(challenge, button) {
    button.disabled = true;
    try {
      // Today's daily is for accounts: a visitor gets one, a guest becomes one (guest.js).
      if (!(await accountForDaily())) {
        button.disabled = false;
        return;
      }
      const play = await api(`/daily/${challenge.date}/${challenge.game}/start`, {
        method: "POST",
        headers: { "X-Client-Install": installId() },
      });
      location.hash = `#/play/${play.id}`;
    } catch (error) {
      toast(error.message, "error", 6000);
      button.disabled = false;
    }
  }
}

// My finished attempt: score, medal (a won game only), and what its board says of it.
function myResult(mine) {
  const parts = [`score ${mine.score}`];
  if (mine.result === "resigned") parts.push("resigned");
  if (mine.medal) parts.push(mine.medal);
  if (mine.provisional) parts.push("provisional");
  // Held: the reason is shown, not only hovered, since it says why and what happens next (#42).
  if (mine.held_for_review) {
    return h("span", { "data-testid": "held-for-review" }, [[...parts, HELD_WORDS].join(" · "), heldReason(mine.review_reason)]);
  }
  return parts.join(" · ");
}
