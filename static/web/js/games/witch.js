// The Witch of Pendle Hill: five ghost slots over their face-down reserve, the hand of soldiers, the piles,
// the witches in play, the Wizard and his cauldrons.
import { cardBack, emptySlot, frenchCard } from "../cards.js";
import { h } from "../dom.js";

function pile(label, cards, { faceDown = false, count, key, fan = false, keyOf } = {}) {
  const size = count !== undefined ? count : cards.length;
  let body;
  if (faceDown) body = size ? cardBack({ size: "sm", count: size, label }) : emptySlot("empty", { size: "sm" });
  else if (!cards.length) body = emptySlot("empty", { size: "sm" });
  else if (fan) body = h("div.fan", cards.map((c) => frenchCard(c, { size: "sm", key: keyOf ? keyOf(c) : undefined })));
  else body = frenchCard(cards[cards.length - 1], { size: "sm" });
  return h("div.wt-pile", { "data-key": key, "aria-label": `${label}: ${size}` }, h("span.zone-label", `${label} · ${size}`), body);
}

function render(view) {
  const recovering = view.phase === "recover";
  const slots = h(
    "div.wt-slots",
    { "aria-label": "Ghost slots" },
    view.slots.map((slot, i) =>
      h(
        "div.wt-slot",
        h("span.zone-label", `Slot ${i + 1}`),
        slot.ghost ? frenchCard(slot.ghost, { key: `slot:${i}`, extra: "wt-ghost" }) : emptySlot("cleared", { extra: "wt-ghost" }),
        slot.reserve_face_down
          ? cardBack({ size: "sm", key: `reserve:${i}`, label: `reserve soldier under slot ${i + 1}` })
          : emptySlot("no reserve", { size: "sm" }),
      ),
    ),
  );

  const hand = h(
    "div.wt-hand",
    { "aria-label": "Your hand of soldiers" },
    view.hand.length ? view.hand.map((code) => frenchCard(code, { key: `hand:${code}` })) : h("p.muted", "No soldier in hand."),
  );

  const side = [];
  side.push(
    h(
      "div.wt-witches",
      h("span.zone-label", "Witches in play"),
      view.witches.length
        ? h("div.fan", view.witches.map((w) => frenchCard(w, { size: "sm" })))
        : h("p.muted", "None: the hand is safe at the round's end."),
    ),
  );
  if (view.options.magic) {
    side.push(
      h(
        "div.wt-cauldrons",
        { "data-key": "cauldrons", "aria-label": `Cauldrons: ${view.cauldrons.black} black, ${view.cauldrons.red} red` },
        h("span.zone-label", view.wizard_seated ? "The Wizard's cauldrons" : "Cauldrons (the Wizard is not seated yet)"),
        h(
          "div.wt-cauldron-row",
          h("span.cauldron.cauldron--black", { title: "black cauldron" }, "●", h("b", view.cauldrons.black)),
          h("span.cauldron.cauldron--red", { title: "red cauldron" }, "●", h("b", view.cauldrons.red)),
          view.wizard_seated ? frenchCard("WZ", { size: "sm" }) : null,
        ),
      ),
    );
  }

  const banner =
    view.phase === "reward"
      ? h(
          "div.wt-banner",
          h("strong", "Clean sweep! "),
          "Choose your reward:",
          h("button.button.button--small", { type: "button", "data-key": "reward:discard_witch", "aria-label": "Discard a witch" }, "Discard a witch"),
          h("button.button.button--small", { type: "button", "data-key": "reward:recover", "aria-label": "Recover 4 cards" }, "Recover 4 cards"),
        )
      : recovering
        ? h("div.wt-banner", h("strong", `Recover ${view.picks_left} more: `), "click cards of the Removed pile.")
        : view.final_round
          ? h("div.wt-banner.wt-banner--danger", h("strong", "Final round: "), "the third witch is here. Clear every ghost or lose.")
          : null;

  return h(
    "div.witch",
    banner,
    h(
      "section.wt-table",
      h("div.wt-main", h("h2.zone-title", `Round ${view.round}: ghosts`), slots, h("h2.zone-title", "Your hand"), hand,
        h("div.wt-hand-actions",
          // Nothing to end once the game is over (a win clears the last round itself).
          view.status === "playing" ? h("button.button.button--small", { type: "button", "data-key": "end_round", "aria-label": "End the round" }, "End the round") : null)),
      h("div.wt-side", side),
    ),
    h(
      "section.wt-piles",
      pile("Attack pile", [], { faceDown: true, count: view.attack_pile }),
      pile("Attack discard", view.attack_discard),
      pile("Ghost pile", [], { faceDown: true, count: view.ghost_pile }),
      pile("Ghost discard", view.ghost_discard),
      view.options.mode === "advanced" || view.removed.length
        ? pile("Removed", view.removed, { fan: recovering, keyOf: recovering ? (c) => `removed:${c}` : undefined })
        : null,
      view.recovering.length ? pile("Recovering", view.recovering, { fan: true }) : null,
    ),
  );
}

function targets(action) {
  switch (action.type) {
    case "attack":
      return [...action.hand.map((c) => `hand:${c}`), ...action.ghosts.map((i) => `slot:${i}`)];
    case "draw_reserve":
      return [`reserve:${action.slot}`];
    case "repel":
      return [`slot:${action.slot}`, "cauldrons"];
    case "end_round":
      return ["end_round"];
    case "reward":
      return [`reward:${action.choice}`];
    case "recover_pick":
      return [`removed:${action.card}`];
    default:
      return [];
  }
}

function counters(view) {
  const list = [
    ["Round", view.round],
    ["Ghosts left", view.ghosts_left, "ghosts still to eliminate"],
    ["Soldiers", view.soldiers, "soldiers still fighting"],
  ];
  if (view.captured) list.push(["Captured", view.captured, "soldiers the witches captured"]);
  return list;
}

function instructions(view) {
  if (view.phase === "reward") return "A clean sweep: choose your reward.";
  return "Click one or two soldiers of your hand and the one or two ghosts whose total they match (an Ace is 1 or 14). Click a reserve card to draw it; end the round when you are done.";
}

export default { slug: "witch", render, targets, counters, instructions };
