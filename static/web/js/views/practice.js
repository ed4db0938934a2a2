// Practice: choose a game, a preset or your own options (a form built from the game's options schema), and
// an optional seed.
import { allPages, api, auth, ensurePlayer, games } from "../api.js";
import { clear, errorBox, h, statusBadge, when } from "../dom.js";

export function renderPractice(root, params) {
  const body = h("div", h("p.loading", "Loading the games…"));
  clear(root, h("div.section-head", h("h1", "Practice"), h("p.muted", "Any deal, any options, with undo and hints. Leave the seed empty for a ranked deal: with a preset's options and no hint or undo, it ranks on the ranked-practice board (see Fair play).")), body);
  let closed = false;
  games()
    .then((catalogue) => !closed && build(catalogue))
    .catch((error) => clear(body, errorBox(error)));
  return () => (closed = true);

  function build(catalogue) {
    let game = catalogue.find((g) => g.slug === params.get("game")) || catalogue[0];
    const gamePicker = h(
      "div.game-picker",
      { role: "radiogroup", "aria-label": "Game" },
      catalogue.map((g) =>
        h(
          "label.game-choice",
          { "data-game": g.slug },
          h("input", { type: "radio", name: "game", value: g.slug, checked: g.slug === game.slug, onchange: () => ((game = g), drawOptions()) }),
          h("span.game-choice__name", g.name),
        ),
      ),
    );
    const optionsBox = h("div.options-box");
    const seed = h("input", { name: "seed", maxLength: 128, placeholder: "random", autocomplete: "off", "data-testid": "seed" });
    const error = h("div.form-error", { role: "alert" });
    const startButton = h("button.button.button--primary.button--large", { type: "submit", "data-testid": "practice-start" }, "Start the game");
    const form = h(
      "form.panel.practice-form",
      { onsubmit: (event) => (event.preventDefault(), start()) },
      h("h2", "Game"),
      gamePicker,
      optionsBox,
      h("label.field", h("span.field__label", "Seed (optional)"), seed, h("small.field__help", "The same seed with the same options always deals the same cards.")),
      error,
      startButton,
    );
    const inProgress = h("section.panel", h("h2", "Your games in progress"), h("p.muted", "Sign in or play as a guest to see them."));
    clear(body, h("div.practice-layout", form, inProgress));
    drawOptions();
    if (auth.token) listInProgress(inProgress);

    function drawOptions() {
      const schema = game.options_schema;
      const presetName = schema.default_preset;
      const presets = h(
        "div.preset-list",
        { role: "radiogroup", "aria-label": "Preset" },
        schema.presets.map((p) =>
          h(
            "label.preset",
            h("input", { type: "radio", name: "preset", value: p.name, checked: p.name === presetName, onchange: toggleCustom }),
            h("span", h("b", p.name), h("small", p.description)),
          ),
        ),
        h("label.preset", h("input", { type: "radio", name: "preset", value: "", onchange: toggleCustom, "data-testid": "custom-options" }), h("span", h("b", "Custom"), h("small", "Set every option yourself (not ranked unless it matches a preset)."))),
      );
      const custom = h("fieldset.custom-options", { hidden: true }, h("legend", "Options"), schema.options.map(optionField));
      clear(optionsBox, h("h2", "Preset"), presets, custom, h("p", h("a", { href: game.rules_url, target: "_blank", rel: "noopener" }, `Rules of ${game.name}`)));
      function toggleCustom() {
        custom.hidden = form.elements.preset.value !== "";
      }
    }

    function readOptions() {
      const options = {};
      for (const spec of game.options_schema.options) {
        const input = form.elements[`opt-${spec.name}`];
        if (spec.type === "boolean") options[spec.name] = input.checked;
        else if (spec.type === "integer") {
          const value = Number(input.value);
          if (!Number.isInteger(value)) throw new Error(`${spec.name} must be a whole number.`);
          options[spec.name] = value;
        } else options[spec.name] = input.value;
      }
      return options;
    }

    async function start() {
      clear(error);
      startButton.disabled = true;
      try {
        const body = { game: game.slug };
        const preset = form.elements.preset.value;
        if (preset) body.preset = preset;
        else body.options = readOptions();
        if (seed.value) body.seed = seed.value;
        await ensurePlayer();
        const play = await api("/plays", { method: "POST", body });
        location.hash = `#/play/${play.id}`;
      } catch (e) {
        clear(error, e.message);
        startButton.disabled = false;
      }
    }
  }

  async function listInProgress(box) {
    try {
      // Practice and daily games alike: a daily left half-played is the one most worth a reminder.
      const plays = await allPages("/plays?status=playing&page_size=50", 50);
      const catalogue = await games();
      const names = Object.fromEntries(catalogue.map((g) => [g.slug, g.name]));
      clear(
        box,
        h("h2", "Your games in progress"),
        plays.length
          ? h("ul.play-list", plays.map((p) => h("li", h("a", { href: `#/play/${p.id}` }, names[p.game] || p.game), " ", h(`span.badge.badge--${p.mode}`, p.mode === "daily" ? "Daily" : "Practice"), ` ${p.preset || "custom"} · `, statusBadge(p.status, p.end_reason), h("small.muted", ` started ${when(p.created_at)}`))))
          : h("p.muted", "None: start one on the left."),
      );
    } catch (error) {
      clear(box, h("h2", "Your games in progress"), errorBox(error));
    }
  }
}

function optionField(spec) {
  const name = `opt-${spec.name}`;
  let input;
  if (spec.type === "boolean") {
    input = h("input", { type: "checkbox", name, checked: spec.default });
    return h("label.field.field--check", input, h("span", h("b", spec.name), h("small.field__help", spec.description)));
  }
  if (spec.choices) {
    input = h("select", { name }, spec.choices.map((c) => h("option", { value: c, selected: c === spec.default }, String(c))));
  } else if (spec.type === "integer") {
    input = h("input", { type: "number", name, value: spec.default, min: spec.minimum, max: spec.maximum, step: 1 });
  } else {
    input = h("input", { name, value: spec.default });
  }
  return h("label.field", h("span.field__label", spec.name), input, h("small.field__help", spec.description));
}
