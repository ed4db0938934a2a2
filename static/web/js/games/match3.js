// Match-3 Solitaire (hanafuda): the row of four cards, the 3x3 grid with its entry arrows, the deck, the
// discard pile and the sets taken.
import { cardBack, emptySlot, hanafudaCard } from "../cards.js";
import { h } from "../dom.js";

const ARROW = { left: "▶", right: "◀", top: "▼", bottom: "▲" };

function entryCell(entry) {
  const { edge, line } = entry;
  const place = { left: [line + 2, 1], right: [line + 2, 5], top: [1, line + 2], bottom: [5, line + 2] }[edge];
  const where = edge === "left" || edge === "right" ? `row ${line + 1}` : `column ${line + 1}`;
  return h(
    `div.m3-entry.m3-entry--${edge}`,
    {
      class: entry.open ? "" : "m3-entry--closed",
      "data-key": entry.open ? `entry:${edge}:${line}` : undefined,
      "aria-label": `Push in from the ${edge} of ${where}`,
      title: entry.open ? `Push in from the ${edge} of ${where}` : "Closed in this preset",
      style: { gridRow: place[0], gridColumn: place[1] },
    },
    entry.open ? ARROW[edge] : "",
  );
}

function render(view) {
  const grid = h("div.m3-grid", { "aria-label": "The grid" });
  view.grid.forEach((row, r) =>
    row.forEach((card, c) => {
      const cell = card ? hanafudaCard(card, { extra: "m3-cell" }) : emptySlot("", { extra: "m3-cell" });
      cell.style.gridRow = r + 2;
      cell.style.gridColumn = c + 2;
      grid.append(cell);
    }),
  );
  for (const entry of view.entries) grid.append(entryCell(entry));

  const row = h(
    "div.m3-row",
    { "aria-label": "The row: cards to slide in" },
    view.row.map((card, slot) => (card ? hanafudaCard(card, { key: `row:${slot}` }) : emptySlot("", {}))),
  );
  const discardTop = view.discard.length ? view.discard[0] : null;

  return h(
    "div.match3",
    h(
      "section.m3-top",
      h("div.m3-pile", h("span.zone-label", "Deck"), cardBack({ count: view.deck_count, label: "cards in the deck" })),
      h("div.m3-row-wrap", h("span.zone-label", "Row: pick a card, then an arrow"), row),
      h(
        "div.m3-pile",
        h("span.zone-label", `Discard · ${view.discard.length}`),
        discardTop ? hanafudaCard(discardTop, { extra: "m3-discard" }) : emptySlot("empty"),
      ),
    ),
    h("section.m3-middle", grid),
    h(
      "section.m3-sets",
      h("h2.zone-title", `Sets taken: ${view.sets_taken} of ${view.target_sets}`),
      h(
        "div.m3-sets__list",
        view.sets.length
          ? view.sets.map((set, i) => h("div.m3-set", { "aria-label": `Set ${i + 1}` }, set.map((card) => hanafudaCard(card, { size: "xs" }))))
          : h("p.muted", "Line up three cards of one month in a row, a column or one of the two long diagonals to take a set."),
      ),
    ),
  );
}

function targets(action) {
  if (action.type !== "slide") return [];
  return [`row:${action.card}`, `entry:${action.edge}:${action.line}`];
}

function counters(view) {
  return [
    ["Sets", `${view.sets_taken} / ${view.target_sets}`, "sets taken / sets needed to win"],
    ["Deck", view.deck_count, "cards left in the deck"],
    ["Turn", view.turn],
  ];
}

function instructions() {
  return "Click a card of the row, then an arrow: the card slides into that row or column and pushes the far card out. Three cards of one month in a row, a column or a long diagonal make a set.";
}

export default { slug: "match3", render, targets, counters, instructions };
