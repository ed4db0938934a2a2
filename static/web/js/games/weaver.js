// Weaver in the Forest of Wyr: the Garden (rows of 12), the Keiju and their requests, the five basket piles,
// the Harvest.
import { cardBack, emptySlot, frenchCard, frenchLabel, frenchName } from "../cards.js";
import { h } from "../dom.js";

function render(view) {
  const target = view.target ? view.target.card : null;
  const garden = h(
    "div.wv-garden",
    { "aria-label": "The Garden" },
    view.garden_rows.map((row, r) =>
      h(
        "div.wv-row",
        { "aria-label": `Row ${r + 1}` },
        row.map((code, c) => {
          const index = r * view.row_length + c;
          const keiju = code[0] === "K" || code[0] === "Q";
          const card = frenchCard(code, { key: `g:${index}`, extra: keiju ? "wv-keiju-card" + (code === target ? " wv-target-card" : "") : "" });
          // The name a screen reader says places the card: "Garden row 2, card 5: 7 of clubs".
          card.setAttribute("aria-label", `Garden row ${r + 1}, card ${c + 1}: ${frenchName(code)}`);
          return card;
        }),
      ),
    ),
  );

  const keiju = h(
    // Divs, not a list: the next Keiju to entice is a button, which a list item may not be.
    "div.wv-keiju",
    { "aria-label": "The Keiju, in the order they are enticed" },
    view.keiju.map((k) =>
      h(
        `div.wv-keiju__item.wv-keiju__item--${k.place}`,
        { "data-key": k.card === target ? `keiju:${k.card}` : undefined, "aria-label": `Keiju ${k.number}, ${k.name}: ${k.request}` },
        h("span.wv-keiju__number", k.number),
        frenchCard(k.card, { size: "xs" }),
        h("span.wv-keiju__text", h("b", k.name), h("small", k.request)),
        h("span.wv-keiju__place", { garden: k.card === target ? "next to entice" : "in the Garden", harvest: "enticed", removed: "not in this game" }[k.place]),
      ),
    ),
  );

  const basket = h(
    "div.wv-basket",
    { "aria-label": "The basket" },
    view.basket.map((pile, p) =>
      h(
        "div.wv-pile",
        { "data-key": `pile:${p}`, "aria-label": `Basket pile ${p + 1}${pile.top ? `, top ${pile.top}` : ", empty"}` },
        h("span.zone-label", `Pile ${p + 1}`),
        h(
          "div.wv-pile__cards",
          pile.cards.length < pile.size ? cardBack({ size: "sm", count: pile.size - pile.cards.length, label: "covered cards (remember them)" }) : null,
          pile.cards.map((c) => frenchCard(c.card, { size: "sm", extra: c.covered ? "is-covered" : "is-top" })),
          pile.size === 0 ? emptySlot("empty", { size: "sm" }) : null,
        ),
      ),
    ),
  );

  const harvest = h(
    "div.wv-harvest",
    { "data-key": "harvest", "aria-label": `The Harvest, ${view.harvest.length} cards` },
    h("span.zone-label", `Harvest · ${view.harvest.length}`),
    h(
      "div.fan",
      view.harvest.length ? view.harvest.slice(-12).map((c) => frenchCard(c, { size: "sm" })) : emptySlot("drop here", { size: "sm" }),
    ),
  );

  return h(
    "div.weaver",
    h("section.wv-top", h("h2.zone-title", "Keiju"), keiju),
    h("section", h("h2.zone-title", "The Garden"), garden),
    h(
      "section.wv-bottom",
      h("div", h("h2.zone-title", "Basket"), basket),
      h("div", h("h2.zone-title", "Harvest"), harvest, view.bribed.length ? h("p.muted", `Bribes paid: ${view.bribed.map(frenchLabel).join(" ")}`) : null),
    ),
  );
}

function targets(action) {
  if (action.type === "remove") return [`g:${action.index}`, action.to === "harvest" ? "harvest" : `pile:${action.pile}`];
  if (action.type === "entice") return [`keiju:${action.keiju}`, ...action.piles.map((p) => `pile:${p}`)];
  return [];
}

function counters(view) {
  const parts = view.score_parts;
  return [
    ["Garden", view.garden.length, "cards left in the Garden"],
    ["Harvest", view.harvest.length],
    ["Keiju left", parts.garden_keiju, "Keiju still in the Garden"],
  ];
}

function instructions(view) {
  const target = view.target;
  const entice = target ? ` To entice ${target.name} (${target.request}), click it, then the basket piles whose top cards make the bribe.` : "";
  return `Click a card with a partner of its suit or number next to it (or three places away), then the Harvest or a basket pile.${entice}`;
}

export default { slug: "weaver", render, targets, counters, instructions };
