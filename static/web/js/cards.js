// Card faces: French cards (rank and suit symbol, red or black), Decktet cards (name, rank, suit symbols),
// hanafuda cards (month, flower and name), and face-down backs.
import { h } from "./dom.js";

// ---- French ----------------------------------------------------------------------------------------------

export const SUIT_SYMBOL = { S: "♠", H: "♥", D: "♦", C: "♣" };
export const SUIT_NAME = { S: "spades", H: "hearts", D: "diamonds", C: "clubs" };
const RANK_LABEL = { A: "A", T: "10", J: "J", Q: "Q", K: "K" };
const RANK_NAME = { A: "Ace", T: "10", J: "Jack", Q: "Queen", K: "King" };
const SPECIAL = {
  X1: { label: "Joker", symbol: "★", kind: "joker" },
  X2: { label: "Joker", symbol: "★", kind: "joker" },
  W1: { label: "Witch", symbol: "☽", kind: "witch" },
  W2: { label: "Witch", symbol: "☽", kind: "witch" },
  W3: { label: "Witch", symbol: "☽", kind: "witch" },
  WZ: { label: "Wizard", symbol: "✶", kind: "wizard" },
};

export function frenchLabel(code) {
  if (SPECIAL[code]) return SPECIAL[code].label;
  return (RANK_LABEL[code[0]] || code[0]) + SUIT_SYMBOL[code[1]];
}

export function frenchName(code) {
  if (SPECIAL[code]) return `${SPECIAL[code].label} ${code.slice(1)}`;
  return `${RANK_NAME[code[0]] || code[0]} of ${SUIT_NAME[code[1]]}`;
}

export function isRed(code) {
  return code && (code[1] === "H" || code[1] === "D");
}

export function frenchCard(code, { size = "", key, extra = "", title } = {}) {
  const special = SPECIAL[code];
  const classes = ["card", "card--french", size && `card--${size}`, extra].filter(Boolean);
  if (special) {
    classes.push(`card--${special.kind}`);
    return h("div", {
      class: classes.join(" "),
      "data-code": code,
      "data-key": key,
      "aria-label": frenchName(code),
      title: title || frenchName(code),
    }, h("span.card__corner", size === "xs" ? special.symbol : special.label), h("span.card__pip", special.symbol));
  }
  const rank = RANK_LABEL[code[0]] || code[0];
  const suit = SUIT_SYMBOL[code[1]];
  classes.push(isRed(code) ? "red" : "black");
  const face = "JQK".includes(code[0]);
  return h(
    "div",
    {
      class: classes.join(" "),
      "data-code": code,
      "data-key": key,
      "aria-label": frenchName(code),
      title: title || frenchName(code),
    },
    h("span.card__corner", h("span.card__rank", rank), h("span.card__suit", suit)),
    h(face ? "span.card__pip.card__pip--face" : "span.card__pip", face ? [rank, h("small", suit)] : suit),
  );
}

// ---- Decktet ----------------------------------------------------------------------------------------------

export const DECKTET_SYMBOL = { Moons: "☾", Suns: "☀", Waves: "≋", Leaves: "❦", Wyrms: "⚚", Knots: "⌘" };
const DK = (name, rank, ...suits) => ({ name, rank, suits });
export const DECKTET = {
  ace_moons: DK("Ace of Moons", "Ace", "Moons"),
  ace_suns: DK("Ace of Suns", "Ace", "Suns"),
  ace_waves: DK("Ace of Waves", "Ace", "Waves"),
  ace_leaves: DK("Ace of Leaves", "Ace", "Leaves"),
  ace_wyrms: DK("Ace of Wyrms", "Ace", "Wyrms"),
  ace_knots: DK("Ace of Knots", "Ace", "Knots"),
  author: DK("the Author", "2", "Moons", "Knots"),
  desert: DK("the Desert", "2", "Suns", "Wyrms"),
  origin: DK("the Origin", "2", "Waves", "Leaves"),
  journey: DK("the Journey", "3", "Moons", "Waves"),
  painter: DK("the Painter", "3", "Suns", "Knots"),
  savage: DK("the Savage", "3", "Leaves", "Wyrms"),
  mountain: DK("the Mountain", "4", "Moons", "Suns"),
  sailor: DK("the Sailor", "4", "Waves", "Leaves"),
  battle: DK("the Battle", "4", "Wyrms", "Knots"),
  forest: DK("the Forest", "5", "Moons", "Leaves"),
  discovery: DK("the Discovery", "5", "Suns", "Waves"),
  soldier: DK("the Soldier", "5", "Wyrms", "Knots"),
  lunatic: DK("the Lunatic", "6", "Moons", "Waves"),
  penitent: DK("the Penitent", "6", "Suns", "Wyrms"),
  market: DK("the Market", "6", "Leaves", "Knots"),
  chance_meeting: DK("the Chance Meeting", "7", "Moons", "Leaves"),
  castle: DK("the Castle", "7", "Suns", "Knots"),
  cave: DK("the Cave", "7", "Waves", "Wyrms"),
  diplomat: DK("the Diplomat", "8", "Moons", "Suns"),
  mill: DK("the Mill", "8", "Waves", "Leaves"),
  betrayal: DK("the Betrayal", "8", "Wyrms", "Knots"),
  pact: DK("the Pact", "9", "Moons", "Suns"),
  darkness: DK("the Darkness", "9", "Waves", "Wyrms"),
  merchant: DK("the Merchant", "9", "Leaves", "Knots"),
  huntress: DK("the Huntress", "Crown", "Moons"),
  bard: DK("the Bard", "Crown", "Suns"),
  sea: DK("the Sea", "Crown", "Waves"),
  end: DK("the End", "Crown", "Leaves"),
  calamity: DK("the Calamity", "Crown", "Wyrms"),
  windfall: DK("the Windfall", "Crown", "Knots"),
  watchman: DK("the Watchman", "Pawn", "Moons", "Wyrms", "Knots"),
  harvest: DK("the Harvest", "Pawn", "Moons", "Suns", "Leaves"),
  light_keeper: DK("the Light Keeper", "Pawn", "Suns", "Waves", "Knots"),
  borderland: DK("the Borderland", "Pawn", "Waves", "Leaves", "Wyrms"),
  consul: DK("the Consul", "Court", "Moons", "Waves", "Knots"),
  rite: DK("the Rite", "Court", "Moons", "Leaves", "Wyrms"),
  island: DK("the Island", "Court", "Suns", "Waves", "Wyrms"),
  window: DK("the Window", "Court", "Suns", "Leaves", "Knots"),
  excuse: DK("the Excuse", "Excuse"),
};

export function decktetName(id) {
  const card = DECKTET[id];
  if (!card) return id;
  if (card.rank === "Ace" || card.rank === "Excuse") return card.name;
  return `${card.name} (${card.rank}, ${card.suits.join("/")})`;
}

export function suitSymbol(suit) {
  return h(`span.dk-suit.dk-suit--${suit}`, { title: suit, "aria-label": suit }, DECKTET_SYMBOL[suit]);
}

export function decktetCard(id, { size = "", key, extra = "" } = {}) {
  const card = DECKTET[id] || DK(id, "?");
  const kind = { Ace: "ace", Crown: "crown", Pawn: "pawn", Court: "court", Excuse: "excuse" }[card.rank] || "number";
  const rankShort = { Ace: "A", Crown: "♛", Pawn: "P", Court: "C", Excuse: "—" }[card.rank] || card.rank;
  const shortName = card.name.replace(/^the /, "").replace(/^Ace of /, "Ace of ");
  const main = card.suits[0];
  return h(
    "div",
    {
      class: ["card", "card--decktet", `dk--${kind}`, main && `dk-main--${main}`, size && `card--${size}`, extra]
        .filter(Boolean)
        .join(" "),
      "data-code": id,
      "data-key": key,
      "aria-label": decktetName(id),
      title: decktetName(id),
    },
    h("span.dk__rank", rankShort),
    h("span.dk__suits", card.suits.map(suitSymbol)),
    h("span.dk__name", shortName),
  );
}

// ---- Hanafuda ---------------------------------------------------------------------------------------------

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const TYPE_MARK = { bright: "★", animal: "◆", ribbon: "▮", chaff: "·" };

export function hanafudaCard(card, { size = "", key, extra = "" } = {}) {
  const label = `${MONTHS[card.month - 1]} (${card.month}) ${card.flower}: ${card.name}`;
  return h(
    "div",
    {
      class: ["card", "card--hanafuda", `hf-month-${card.month}`, `hf-type-${card.type}`, size && `card--${size}`, extra]
        .filter(Boolean)
        .join(" "),
      "data-code": card.id,
      "data-key": key,
      "aria-label": label,
      title: label,
    },
    h("span.hf__month", h("b", card.month), h("small", MONTHS[card.month - 1])),
    h(card.flower.length > 9 ? "span.hf__flower.hf__flower--long" : "span.hf__flower", card.flower),
    h("span.hf__name", card.name === "Chaff" ? "" : card.name),
    h("span.hf__type", { title: card.type }, `${TYPE_MARK[card.type]} ${card.type}`),
  );
}

// ---- backs and places -------------------------------------------------------------------------------------

export function cardBack({ size = "", count, key, label = "face-down card", extra = "" } = {}) {
  return h(
    "div",
    {
      class: ["card", "card--back", size && `card--${size}`, extra].filter(Boolean).join(" "),
      "data-key": key,
      "aria-label": count === undefined ? label : `${label}: ${count}`,
      title: count === undefined ? label : `${label}: ${count}`,
    },
    count === undefined ? null : h("span.card__count", count),
  );
}

export function emptySlot(label = "", { size = "", key, extra = "" } = {}) {
  return h(
    "div",
    { class: ["card", "card--empty", size && `card--${size}`, extra].filter(Boolean).join(" "), "data-key": key },
    h("span.card__hint", label),
  );
}
