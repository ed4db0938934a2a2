// A daily's result card (GET /plays/<id>/result): the verdict, score against par, medal, "#N of M so far"
// kept live over the board's socket while the day is open, the streak, the rating change (provisional until
// the day settles, and saying so), the countdown to the next deal, and Share.
//
// The shared text tells how the game went from the play's own course (a grid of counts the server draws,
// one shape per game) and nothing about the deal: no card, no seed. Its link is the share page once the deal
// may be seen, else Today, so it can be posted while the day is still open without spoiling it.
import { api } from "../api.js";
import { h, toast } from "../dom.js";
import { medalLine, parNote } from "./archive.js";

export const MEDALS = { gold: "🥇", silver: "🥈", bronze: "🥉" };
export const VERDICTS = {
  won: { words: "Won", icon: "🏆" },
  lost: { words: "Lost", icon: "💀" },
  resigned: { words: "Resigned", icon: "🏳️" },
};

// won, lost or resigned from a play snapshot: a resignation (or a daily left to close) is not a loss.
export function verdictOf(s) {
  if (s.status === "won") return "won";
  if (s.status === "playing") return "playing";
  return ["resigned", "abandoned"].includes(s.end_reason) ? "resigned" : "lost";
}

// 3725 -> "01:02:05"
export function clockText(seconds) {
  seconds = Math.max(0, Math.floor(seconds));
  const pad = (n) => String(n).padStart(2, "0");
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

// A result held off the board (#42), said the same way on the Today page, the end screen and the result card:
// "held for review", and the server's reason shown (not only hovered), which says why and what happens next
// (its knowledge audit, or a person's review).
export const HELD_WORDS = "held for review";
export function heldReason(reason) {
  return h("small.held-reason", { "data-testid": "held-reason" }, reason || "");
}

export function parWords(score, par) {
  if (par === null || par === undefined) return "";
  const diff = score - par;
  return `par ${par} (${diff > 0 ? "+" : diff < 0 ? "−" : "±"}${Math.abs(diff)})`;
}

export function rankWords(rank) {
  if (!rank) return null;
  return `#${rank.rank} of ${rank.of}${rank.settled ? "" : " so far"}`;
}

function ratingWords(r) {
  if (!r.ranked) return h("small.muted", "No change: a casual game does not rate.");
  if (r.held_for_review) return h("small.muted", "No change while it is held for review.");
  if (!r.rating) return h("small.muted", "No change yet: a daily rates once two ranked players finish it.");
  const { change, provisional } = r.rating;
  const sign = change > 0 ? "+" : change < 0 ? "−" : "±";
  return [
    `${sign}${Math.abs(change).toFixed(1)} `,
    h("small.muted", provisional ? "provisional: settles when the day closes" : "settled"),
  ];
}

// The analysis' one line ("the win slipped away at move 23 of 61"): move numbers only, so it spoils nothing
// of the deal. A daily's opens at its reveal (403 before): a card drawn while the day is open shows none.
export async function analysisLine(playId, tries = 10) {
  for (let i = 0; i < tries; i += 1) {
    let a;
    try {
      a = await api(`/plays/${playId}/analysis`);
    } catch {
      return null;
    }
    if (a.status !== "pending") return a.verdict_text || null;
    await new Promise((resolve) => setTimeout(resolve, 1500));
  }
  return null;
}

export function shareText(r, info, analysis = null) {
  const verdict = VERDICTS[r.verdict] || VERDICTS.lost;
  const medal = r.medal ? ` ${MEDALS[r.medal]}` : "";
  const par = r.par !== null && r.par !== undefined ? ` (par ${r.par})` : "";
  const facts = [r.streak && r.streak.current ? `🔥 ${r.streak.current}` : null, rankWords(r.rank)].filter(Boolean);
  const link = location.origin + (r.share_url || "/");
  return [
    `patience · ${info.name} · daily ${r.date}`,
    `${verdict.icon} ${verdict.words}${medal} · score ${r.score}${par}`,
    ...r.share.rows,
    r.share.caption,
    analysis,
    facts.join(" · "),
    link,
  ]
    .filter(Boolean)
    .join("\n");
}

async function copy(text) {
  if (navigator.clipboard && window.isSecureContext) {
    await navigator.clipboard.writeText(text);
    return true;
  }
  return false;
}

// The card, and a stop() to call when the screen goes: it stops the countdown and the board's socket.
export function resultCard(r, info) {
  const verdict = VERDICTS[r.verdict] || VERDICTS.lost;
  let text = shareText(r, info);
  const preview = h("pre.share-preview", { "data-testid": "share-text", hidden: true }, text);
  const verdictLine = h("p.result-card__analysis", { "data-testid": "result-analysis", hidden: true });
  analysisLine(r.play).then((line) => {
    if (!line) return;
    verdictLine.textContent = line;
    verdictLine.hidden = false;
    text = shareText(r, info, line);
    preview.textContent = text;
  });
  const fact = (label, value, attrs = {}) => h("div", h("dt", label), h("dd", attrs, value));
  const rankCell = r.held_for_review
    ? h("strong", { "data-testid": "result-held" }, HELD_WORDS)
    : h("span", { "data-testid": "result-rank" }, rankWords(r.rank) || (r.wouldPlace ? `casual, would place #${r.wouldPlace}` : r.ranked ? "being verified" : `casual: ${r.unranked_reason || "not ranked"}`));
  const countdown = h("span", { "data-testid": "countdown" }, "");
  const nextDeal = Date.parse(r.next_deal_at);
  const tick = () => (countdown.textContent = clockText((nextDeal - Date.now()) / 1000));
  tick();
  const timer = setInterval(tick, 1000);
  const card = h(
    `section.result-card.result-card--${r.verdict}`,
    { "aria-labelledby": "result-title", "data-testid": "result-card" },
    h("h3", { id: "result-title" }, `Daily challenge of ${r.date}`),
    h(
      "p.result-card__verdict",
      h(`span.verdict.verdict--${r.verdict}`, { "data-testid": "result-verdict" }, `${verdict.icon} ${verdict.words}`),
      r.medal ? h(`span.medal.medal--${r.medal}`, { "data-testid": "result-medal" }, `${MEDALS[r.medal]} ${r.medal}`) : h("span.muted", " no medal"),
    ),
    verdictLine,
    h(
      "dl.facts.result-card__facts",
      fact("Score", [String(r.score), " ", h("small.muted", parWords(r.score, r.par))]),
      fact("Rank", rankCell),
      fact("Streak", r.streak && r.streak.current ? `🔥 ${r.streak.current} (best ${r.streak.best})` : `0 (best ${r.streak ? r.streak.best : 0})`, { "data-testid": "result-streak" }),
      fact("Rating", ratingWords(r), { "data-testid": "result-rating" }),
      fact("Next deal in", countdown),
      r.medals ? fact("Medals", medalLine(r.medals), { "data-testid": "result-medals" }) : null,
      // Par is a winning score (a certified day's best winning line), and a medal is for a win only.
      r.medals ? fact("A medal means", "a win: par is a winning score; a loss or a resignation earns none", { "data-testid": "result-medal-rule" }) : null,
    ),
    // Held: why, and what happens next, under the facts at full width (a sentence or two, too long for a cell).
    r.held_for_review ? h("p.result-card__held", heldReason(r.review_reason)) : null,
    parNote(r) ? h("p.muted.par-note", { "data-testid": "result-par-note" }, parNote(r)) : null,
    h(
      "p.result-card__share",
      h(
        "button.button.button--primary",
        {
          type: "button",
          "data-testid": "share",
          onclick: async () => {
            let copied = false;
            try {
              copied = await copy(text);
            } catch {
              copied = false;
            }
            preview.hidden = false;
            if (copied) toast("Copied: paste it anywhere. It names no card and no seed.");
            else {
              // No clipboard (an insecure page, or refused): the text is shown, selected, to copy by hand.
              const range = document.createRange();
              range.selectNodeContents(preview);
              getSelection().removeAllRanges();
              getSelection().addRange(range);
              toast("Select and copy the text below.");
            }
          },
        },
        "Share",
      ),
      h("span.muted", " How your game went, as a grid: no card, no seed."),
    ),
    preview,
  );
  // While the day is open the rank is "so far": the board's socket says when it grows or its top changes.
  let socket = null;
  if (r.board && r.rank && !r.rank.settled) {
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    socket = new WebSocket(`${scheme}://${location.host}/ws/leaderboards/${r.board}/`);
    let first = true;
    socket.onmessage = async () => {
      if (first) return void (first = false);
      const me = await api(`/leaderboards/${r.board}/me?k=0`).catch(() => null);
      if (me && me.rank) rankCell.textContent = rankWords({ rank: me.rank, of: me.size, settled: false });
    };
  }
  const stop = () => {
    clearInterval(timer);
    if (socket) socket.close();
  };
  return { card, stop };
}

// The win moment: suits rain over the screen for a moment, or, for players who asked the system for reduced
// motion, a still gold ribbon. Either way it leaves by itself and never blocks the page.
export function celebrate(root) {
  const reduced = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const layer = h("div.win-moment", { "aria-hidden": "true", "data-testid": "win-moment", class: reduced ? "win-moment--still" : "" });
  if (reduced) layer.append(h("span.win-moment__ribbon", "★ You won! ★"));
  else {
    const suits = ["♠", "♥", "♦", "♣", "★"];
    for (let i = 0; i < 36; i++) {
      const piece = h("span.win-moment__piece", suits[i % suits.length]);
      piece.style.left = `${(i * 97) % 100}%`;
      piece.style.animationDelay = `${(i % 12) * 0.09}s`;
      piece.style.fontSize = `${18 + ((i * 7) % 22)}px`;
      if (i % 5 === 1 || i % 5 === 2) piece.classList.add("is-red");
      layer.append(piece);
    }
  }
  document.body.append(layer);
  setTimeout(() => layer.remove(), reduced ? 2500 : 3200);
  return layer;
}
