// Solitary Journey: the view (the cards in hand), the front pile to come, the four Jacks with what is stored
// behind each, and the back pile of this pass.
import { SUIT_NAME, cardBack, emptySlot, frenchCard } from "../cards.js";
import { h } from "../dom.js";

const ITEM = { 2: "key", 6: "map", A: "treasure", 8: "book", 9: "scrying tool", 7: "flying item", T: "home" };

function render(view) {
  const joker = view.phase === "joker_choice";
  const banner = joker
    ? h("div.jn-banner.jn-banner--joker", h("strong", "A Joker! "), "Choose three other cards of your view to throw away with it.")
    : h(
        "div.jn-banner",
        h("strong", `Pass ${view.pass} of 4 · `),
        `crossing the ${view.landscape} (${SUIT_NAME[view.top_jack[1]]})`,
      );

  const cards = h(
    "div.jn-view-cards",
    view.view.length ? view.view.map((code) => frenchCard(code, { key: `v:${code}` })) : h("p.muted", "Your view is empty."),
  );

  const jacks = h(
    "div.jn-jacks",
    { "aria-label": "The Jacks, front to back, with the items stored behind each" },
    view.jacks.map((jack, i) =>
      h(
        "div.jn-jack",
        {
          class: i === 0 ? "jn-jack--top" : "",
          "data-key": `jack:${jack.suit}`,
          "aria-label": `Jack of ${SUIT_NAME[jack.suit]}, the ${jack.landscape}${jack.stored.length ? `: ${jack.stored.join(", ")} stored` : ""}`,
        },
        h("div.jn-jack__head", frenchCard(jack.jack, { size: "sm" }), h("span", h("b", capital(jack.landscape)), h("small", jackWhen(i, view)))),
        h(
          "div.jn-jack__stored",
          jack.stored.length
            ? jack.stored.map((code) => h("div.jn-item", frenchCard(code, { size: "xs" }), h("small", ITEM[code[0]] || "")))
            : h("small.muted", "nothing stored"),
        ),
      ),
    ),
  );

  const home = view.home ? h("div.jn-home", h("span.zone-label", "Your home"), frenchCard(view.home)) : null;

  return h(
    "div.journey",
    banner,
    h(
      "section.jn-hand",
      h(
        "div.jn-front",
        { "data-key": "front", "aria-label": `Front pile: ${view.front_count} cards to come this pass` },
        h("span.zone-label", "To come"),
        cardBack({ count: view.front_count, label: "cards to come this pass" }),
      ),
      h("div.jn-view", h("span.zone-label", `Your view · ${view.view.length} (normal size ${view.base_view})`), cards),
      h(
        "div.jn-back",
        { "data-key": "discard", "aria-label": `Back pile: ${view.known_discards.length} discarded this pass` },
        h("span.zone-label", `Discarded · ${view.known_discards.length}`),
        view.known_discards.length
          ? h("div.fan.fan--tight", { title: "the latest six; the newest on top" }, view.known_discards.slice(-6).map((c) => frenchCard(c, { size: "xs" })))
          : emptySlot("discard here", { size: "sm" }),
      ),
      home,
    ),
    h("section", h("h2.zone-title", "The Jacks and your stored items"), jacks),
  );
}

function jackWhen(i, view) {
  if (i === 0) return "you are here";
  if (i >= 4 - view.jacks_reached) return "crossed";
  return i === 1 ? "next" : `in ${i} passes`;
}

function capital(text) {
  return text ? text[0].toUpperCase() + text.slice(1) : "";
}

function source(value) {
  // A key or map that is a guide in the view is a card to click; a stored one is implied.
  return value && value.view ? `v:${value.view}` : null;
}

function targets(action) {
  const cross = action.crossroads ? `v:${action.crossroads}` : null;
  const jack = (card) => `jack:${card[1]}`;
  switch (action.type) {
    case "discard":
      return [`v:${action.card}`, "discard"];
    case "joker_discard":
      return action.cards.map((c) => `v:${c}`);
    case "store_key":
      return [`v:${action.card}`, jack(action.card)];
    case "store_map":
      return [`v:${action.card}`, source(action.key), cross, jack(action.card)];
    case "store_treasure":
      return [`v:${action.card}`, source(action.key), source(action.map), cross, jack(action.card)];
    case "thoroughfare":
    case "transport":
      return [`v:${action.card}`, cross, "front"];
    case "thoroughfare_transport":
      return [...action.cards.map((c) => `v:${c}`), cross, "front"];
    case "fly":
      return [`v:${action.card}`, source(action.map), cross, "front"];
    case "store_flying":
      return [`v:${action.card}`, cross, jack(action.card)];
    case "store_book":
      return [`v:${action.card}`, source(action.map), cross, jack(action.card)];
    case "store_scrying":
      return [`v:${action.card}`, source(action.key), `v:${action.queen}`, cross, jack(action.card)];
    case "home":
      return [`v:${action.card}`, cross, jack(action.card)];
    default:
      return [];
  }
}

function counters(view) {
  return [
    ["Pass", `${view.pass} / 4`],
    ["Landscape", capital(view.landscape)],
    ["To come", view.front_count, "cards left in the front pile this pass"],
  ];
}

function instructions(view) {
  if (view.phase === "joker_choice") return "Click three cards of your view to discard with the Joker.";
  return "Click a card of your view, then where it goes: its Jack to store it, the pile to come to widen your view, or the discards. Guides (Kings, Queens) and crossroads (5s) are clicked along with it.";
}

export default { slug: "journey", render, targets, counters, instructions };
