// Quetinny (Decktet): the kingdom grid of provinces with their chips and spice, the routes caravans may take,
// the hand with each card's tax, the purse, the spice and chip supplies, and which suits are covered.
import { DECKTET_SYMBOL, cardBack, decktetCard, decktetName, emptySlot, suitSymbol } from "../cards.js";
import { h } from "../dom.js";

const SUITS = ["Moons", "Suns", "Waves", "Leaves", "Wyrms", "Knots"];
const SUIT_COLOUR = { Moons: "#51618a", Suns: "#c58a00", Waves: "#1f6fb2", Leaves: "#2e7d32", Wyrms: "#b3372b", Knots: "#8a5a2b" };
const PHASE_TEXT = {
  setup_arrange: "Setting up: place the starting cards.",
  setup_chips: "Setting up: choose the starting chip of each number card.",
  expand: "Play one card: a province, a harvest, a caravan (or a discard when nothing else is possible).",
  tax: "Pay each tax with one card of your hand: the gold it costs is shown under the card.",
  over: "The game is over.",
};

const cellKey = (at) => `cell:${at[0]},${at[1]}`;
const chipKey = (at) => `chip:${at[0]},${at[1]}`;

function chipToken(suit) {
  return h(`span.qt-chip.qt-chip--${suit}`, { title: `${suit} chip` }, DECKTET_SYMBOL[suit]);
}

function render(view) {
  const [minX, minY] = view.bounds.min;
  const [maxX, maxY] = view.bounds.max;
  const cols = maxX - minX + 1;
  const rows = maxY - minY + 1;
  // A kingdom grows in every direction: shrink its cells (and the cards' text with them) past 5 rows or 7
  // columns so that it stays about one screen tall, down to 60 %; beyond that the frame scrolls.
  const scale = Math.max(0.6, Math.min(1, 5 / rows, 7 / cols)).toFixed(3);
  const byCell = new Map(view.tableau.map((p) => [`${p.at[0]},${p.at[1]}`, p]));
  const pending = view.pending_setup.length ? `${view.pending_setup[0][0]},${view.pending_setup[0][1]}` : null;

  const tracks = { gridTemplateColumns: `repeat(${cols}, var(--qt-cell-w))`, gridTemplateRows: `repeat(${rows}, var(--qt-cell-h))` };
  const grid = h("div.qt-grid", { style: tracks, "aria-label": "The kingdom" });
  for (let y = minY; y <= maxY; y++) {
    for (let x = minX; x <= maxX; x++) {
      const at = [x, y];
      const place = byCell.get(`${x},${y}`);
      let cell;
      if (place) {
        cell = h(
          "div.qt-cell.qt-cell--province",
          { "data-key": chipKey(at), class: pending === `${x},${y}` ? "qt-cell--pending" : "", "aria-label": `${decktetName(place.card)} at (${x},${y})${place.chips.length ? `, ${place.chips.join(" and ")} chip` : ""}${place.spice ? `, ${place.spice} spice` : ""}` },
          decktetCard(place.card, { size: "grid" }),
          place.chips.length ? h("div.qt-chips", place.chips.map(chipToken)) : null,
          place.spice ? h("div.qt-spice", { title: `${place.spice} spice` }, Array.from({ length: place.spice }, () => h("span.qt-cube"))) : null,
        );
        cell.title = `(${x},${y})`;
      } else if (view.excuse_at && view.excuse_at[0] === x && view.excuse_at[1] === y) {
        cell = h("div.qt-cell.qt-cell--excuse", decktetCard("excuse", { size: "grid" }));
      } else {
        cell = h("div.qt-cell.qt-cell--empty", { "data-key": cellKey(at), "aria-label": `empty cell (${x},${y})` }, h("span.qt-coord", { "aria-hidden": "true" }, `${x},${y}`));
      }
      cell.style.gridColumn = x - minX + 1;
      cell.style.gridRow = y - minY + 1;
      grid.append(cell);
    }
  }
  // Routes a caravan can take, drawn over the grid in their suit's colour.
  if (view.routes.length) {
    const ns = "http://www.w3.org/2000/svg";
    const svg = document.createElementNS(ns, "svg");
    svg.setAttribute("class", "qt-routes");
    svg.setAttribute("viewBox", `0 0 ${cols} ${rows}`);
    svg.setAttribute("preserveAspectRatio", "none");
    svg.setAttribute("aria-hidden", "true");
    view.routes.forEach((route, i) => {
      const line = document.createElementNS(ns, "polyline");
      const offset = (i % 3) * 0.06 - 0.06;
      line.setAttribute("points", route.path.map(([x, y]) => `${x - minX + 0.5 + offset},${y - minY + 0.5 + offset}`).join(" "));
      line.setAttribute("stroke", SUIT_COLOUR[route.suit]);
      svg.append(line);
    });
    grid.append(svg);
  }

  const hand = h(
    "div.qt-hand",
    view.hand.map((card) =>
      h("div.qt-hand-card", decktetCard(card, { key: `h:${card}` }), h("span.qt-tax", { title: "the tax this card would cost now" }, `tax ${view.taxes[card]}`)),
    ),
    !view.hand.length && view.kept.length
      ? h("div.qt-kept", h("span.zone-label", "To place, in this order"), h("div.fan", view.kept.map((c) => decktetCard(c, { size: "sm" }))))
      : null,
    !view.hand.length && !view.kept.length ? h("p.muted", "Your hand is dealt once the starting chips are chosen.") : null,
  );

  const supplies = h(
    "div.qt-suits",
    { "aria-label": "Suits: chips left, coverage, spice on the Ace" },
    SUITS.map((suit) =>
      h(
        "div.qt-suit",
        { "data-key": `suit:${suit}`, "aria-label": `${suit}: ${view.chip_supply[suit]} chips left${view.coverage[suit] ? ", covered" : ", not covered"}` },
        h("span.qt-suit__name", suitSymbol(suit), suit),
        h("span.qt-suit__chips", `${view.chip_supply[suit]} chips`),
        h(`span.qt-suit__cover.${view.coverage[suit] ? "is-covered" : "is-open"}`, view.coverage[suit] ? "✓ covered" : "✗ not covered"),
        view.spice[suit] !== undefined ? h("span.qt-suit__spice", `${view.spice[suit]} spice`) : null,
      ),
    ),
  );

  const zones = h(
    "div.qt-zones",
    h("div.qt-zone.qt-zone--purse", { "data-key": "tax", "aria-label": `Purse: ${view.gold} gold. Pay the tax here.` }, h("span.zone-label", "Purse"), h("b.qt-gold", `${view.gold}`), h("small", "gold · pay tax here")),
    h("div.qt-zone", { "data-key": "harvest", "aria-label": `Harvest spice (${view.spice_supply} cubes in the supply)` }, h("span.zone-label", "Harvest"), h("b", view.spice_supply), h("small", "spice cubes left")),
    h("div.qt-zone", { "data-key": "caravan", "aria-label": "Send a caravan" }, h("span.zone-label", "Caravan"), h("b", view.routes.length), h("small", view.routes.length === 1 ? "route open" : "routes open")),
    h(
      "div.qt-zone",
      { "data-key": "discard", "aria-label": `Discard pile: ${view.discard.length}` },
      h("span.zone-label", `Discard · ${view.discard.length}`),
      view.discard.length ? decktetCard(view.discard[0], { size: "sm" }) : emptySlot("", { size: "sm" }),
    ),
    h("div.qt-zone", h("span.zone-label", `Deck · ${view.deck_count}`), cardBack({ size: "sm", label: `${view.deck_count} cards in the deck` })),
  );

  const routes = view.routes.length
    ? h(
        "ul.qt-route-list",
        view.routes.map((r) =>
          h("li", suitSymbol(r.suit), ` ${r.suit}: ${r.cards} cards (${r.paying_cards} paying) → ${r.gold} gold, via ${r.path.map((p) => `(${p[0]},${p[1]})`).join(" ")}`),
        ),
      )
    : null;

  const boardWrap = h("div.qt-board-wrap", rulers(grid, minX, maxX, minY, maxY));
  boardWrap.style.setProperty("--qt-scale", scale);

  return h(
    "div.quetinny",
    h(
      "div.qt-banner",
      h("strong", view.phase === "tax" ? `${taxesToPay(view.taxes_remaining)} ` : `Turn ${view.turn}. `),
      PHASE_TEXT[view.phase] || "",
      view.final_hand ? h("strong.qt-final", " Final hand: the deck is empty.") : null,
      view.coverage_possible ? null : h("strong.qt-warning", " A suit can no longer be covered."),
    ),
    h("section.qt-layout", boardWrap, h("div.qt-side", zones, supplies, routes)),
    h("section", h("h2.zone-title", "Your hand"), hand),
  );
}

// Coordinates on rulers around the kingdom (as the move texts write them, "(x,y)"), never over a card.
function rulers(grid, minX, maxX, minY, maxY) {
  const top = h("div.qt-ruler.qt-ruler--x", { "aria-hidden": "true", style: { gridTemplateColumns: grid.style.gridTemplateColumns } });
  for (let x = minX; x <= maxX; x++) top.append(h("span", `x ${x}`));
  const left = h("div.qt-ruler.qt-ruler--y", { "aria-hidden": "true", style: { gridTemplateRows: grid.style.gridTemplateRows } });
  for (let y = minY; y <= maxY; y++) left.append(h("span", `y ${y}`));
  return h("div.qt-ruled", h("span.qt-ruler-corner"), top, left, grid);
}

function taxesToPay(count) {
  return count === 1 ? "One tax to pay." : `${count} taxes to pay, one card each.`;
}

function targets(action) {
  switch (action.type) {
    case "setup_place":
      return [cellKey(action.at)];
    case "setup_chip":
      return [`suit:${action.suit}`];
    case "province":
      return [`h:${action.card}`, cellKey(action.at), `suit:${action.suit}`, action.chip ? chipKey(action.chip) : null];
    case "harvest":
    case "caravan":
    case "discard":
    case "tax":
      return [`h:${action.card}`, action.type];
    default:
      return [];
  }
}

function counters(view) {
  return [
    ["Gold", view.gold, "your purse"],
    ["Turn", view.turn],
    ["Deck", view.deck_count],
    ["Spice", view.spice_supply, "spice cubes left in the supply"],
  ];
}

function instructions(view) {
  if (view.phase === "setup_arrange") return "Click a free starting cell for the next card.";
  if (view.phase === "setup_chips") return "Click the suit of the starting chip for the highlighted card.";
  if (view.phase === "tax") return "Click a card of your hand, then the purse, to pay its tax (shown under each card).";
  return "Click a card of your hand, then an empty cell to add it as a province (then a suit, and a province for its chip), or Harvest, Caravan or Discard.";
}

export default { slug: "quetinny", render, targets, counters, instructions };
