// The histogram of a board's scores, drawn by the leaderboards view (views/boards.js). The page that used to
// live here (today's dailies and the all-time boards) gave way to boards.js, which reads the catalogue.
import { h } from "../dom.js";

// The server's buckets of best scores, as bars; the bucket holding my score is marked.
export function histogram(buckets, mine) {
  if (!buckets.length) return h("p.muted", "Nothing to show yet.");
  const most = Math.max(...buckets.map((b) => b.count), 1);
  const total = buckets.reduce((sum, b) => sum + b.count, 0);
  return h(
    "div.histogram",
    { role: "img", "aria-label": `Histogram of ${total} scores from ${buckets[0].from} to ${buckets[buckets.length - 1].to}` },
    buckets.map((b) => {
      const label = b.from === b.to ? `${b.from}` : `${b.from}…${b.to}`;
      const isMine = mine !== null && mine !== undefined && mine >= b.from && mine <= b.to;
      return h(
        "div.histogram__bar",
        { class: isMine ? "is-me" : "", title: `${label}: ${b.count}` },
        h("span.histogram__fill", { style: { height: `${(b.count / most) * 100}%` } }),
        h("span.histogram__label", label),
        h("span.histogram__count", b.count),
      );
    }),
  );
}
