// A daily's result card (score against par, rank, streak, time) with Share, and the win moment.
//
// The shared text says how the day went and nothing about the deal: no card, no seed, no link to the play
// (its log names cards), so it can be posted while the day is still open without spoiling it.
import { duration, h, toast } from "../dom.js";
import { medalLine } from "./archive.js";

const MEDALS = { gold: "🥇", silver: "🥈", bronze: "🥉" };
const BAR_LENGTH = 5;

// gold / silver / bronze when the challenge carries thresholds (the daily issue's par tiers), else null.
export function parTier(challenge, score) {
  const thresholds = challenge && (challenge.thresholds || challenge.par_tiers || challenge.medals);
  if (!thresholds || typeof thresholds !== "object") return null;
  for (const tier of ["gold", "silver", "bronze"]) {
    if (typeof thresholds[tier] === "number" && score >= thresholds[tier]) return tier;
  }
  return null;
}

function seconds(s) {
  if (!s.started_at || !s.finished_at) return null;
  return Math.max(0, (Date.parse(s.finished_at) - Date.parse(s.started_at)) / 1000);
}

// Score against par as a bar of squares: how much of par the score reached (all green at or above par).
export function parBar(score, par, won) {
  if (par === null || par === undefined || par <= 0) return (won ? "🟩" : "🟥").repeat(BAR_LENGTH);
  const filled = Math.max(0, Math.min(BAR_LENGTH, Math.round((BAR_LENGTH * score) / par)));
  return (won ? "🟩" : "🟨").repeat(filled) + "⬜".repeat(BAR_LENGTH - filled);
}

export function shareText({ snapshot: s, challenge, info, me, streak }) {
  const won = s.status === "won";
  const outcome = won ? "🏆 Won" : ["resigned", "abandoned"].includes(s.end_reason) ? "🏳️ Resigned" : "💀 Lost";
  const tier = parTier(challenge, s.score);
  const par = challenge && challenge.par !== null && challenge.par !== undefined ? ` (par ${challenge.par})` : "";
  const time = seconds(s);
  const lines = [
    `patience · ${info.name} · daily ${challenge.date}`,
    `${outcome} · score ${s.score}${par}${tier ? ` ${MEDALS[tier]}` : ""}`,
    parBar(s.score, challenge.par, won),
    [
      me && me.rank ? `#${me.rank} of ${me.size}` : null,
      streak ? `🔥 ${streak.current}` : null,
      time !== null ? `⏱ ${duration(time)}` : null,
      `${s.actions_count} moves`,
    ]
      .filter(Boolean)
      .join(" · "),
    location.origin + "/",
  ];
  return lines.join("\n");
}

async function copy(text) {
  if (navigator.clipboard && window.isSecureContext) {
    await navigator.clipboard.writeText(text);
    return true;
  }
  return false;
}

// A casual game (a guest's, say) has no rank but a place it would take; only a score not replayed yet waits.
function rankFact(me) {
  if (me && me.rank) return `#${me.rank} of ${me.size}`;
  if (me && me.would_place) return `casual, would place #${me.would_place}`;
  return "being verified";
}

export function resultCard(result) {
  const { snapshot: s, challenge, me, streak } = result;
  const tier = parTier(challenge, s.score);
  const time = seconds(s);
  const text = shareText(result);
  const preview = h("pre.share-preview", { "data-testid": "share-text", hidden: true }, text);
  const fact = (label, value) => h("div", h("dt", label), h("dd", value));
  return h(
    "section.result-card",
    { "aria-label": "Your result today", "data-testid": "result-card" },
    h("h3", `Daily challenge of ${challenge.date}`),
    h(
      "dl.facts.result-card__facts",
      fact("Score", [String(s.score), challenge.par !== null && challenge.par !== undefined ? h("small.muted", ` par ${challenge.par}`) : null]),
      tier ? fact("Tier", `${MEDALS[tier]} ${tier}`) : null,
      // The thresholds show with every result, a medal won or not: how far the score was from each.
      challenge.medals ? h("div", h("dt", "Medals"), h("dd", { "data-testid": "result-medals" }, medalLine(challenge.medals))) : null,
      // Par is a winning score (a certified day's best winning line), and a medal is for a win only.
      challenge.medals ? h("div", h("dt", "A medal means"), h("dd", { "data-testid": "result-medal-rule" }, "a win: par is a winning score; a loss or a resignation earns none")) : null,
      fact("Rank", rankFact(me)),
      fact("Streak", streak ? `🔥 ${streak.current} (best ${streak.best})` : "—"),
      fact("Time", time !== null ? duration(time) : "—"),
    ),
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
      h("span.muted", " A short text with an emoji summary; no card, no seed."),
    ),
    preview,
  );
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
