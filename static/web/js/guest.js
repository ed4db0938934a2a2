// A guest (or a visitor) before today's daily, which is for accounts (a guest's game would be a free look at
// the deal, see /fair-play): page dialogs, never the browser's confirm(), and a password the page keeps in view
// until the player says it is saved.
import { accounts, auth } from "./api.js";
import { h } from "./dom.js";

let dialogs = 0;

// A modal <dialog>: resolves with the value of the button pressed ("" on Escape unless `required`).
function dialog({ title, body, buttons, testid, required = false }) {
  const id = `dialog-title-${++dialogs}`;
  const el = h(
    "dialog.confirm-dialog",
    { "aria-labelledby": id, "data-testid": testid },
    h("h2", { id }, title),
    body,
    h(
      "form.confirm-dialog__buttons",
      { method: "dialog" },
      buttons.map(([value, label, primary]) =>
        h(`button.button${primary ? ".button--primary" : ""}`, { type: "submit", value, "data-testid": `${testid}-${value}`, autofocus: primary || undefined }, label),
      ),
    ),
  );
  // A password not yet saved must not vanish on a stray Escape.
  if (required) el.addEventListener("cancel", (event) => event.preventDefault());
  document.body.append(el);
  el.returnValue = "";
  el.showModal();
  return new Promise((resolve) =>
    el.addEventListener(
      "close",
      () => {
        el.remove();
        resolve(el.returnValue);
      },
      { once: true },
    ),
  );
}

function randomText(bytes) {
  const raw = crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...raw)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function hex(bytes) {
  return [...crypto.getRandomValues(new Uint8Array(bytes))].map((b) => b.toString(16).padStart(2, "0")).join("");
}

async function showPassword(username, password) {
  const copy = h("button.button.button--small", {
    type: "button",
    onclick: () => navigator.clipboard?.writeText(`${username} ${password}`).then(() => (copy.textContent = "Copied")).catch(() => {}),
  }, "Copy");
  await dialog({
    title: "Your account",
    testid: "account-made",
    required: true,
    body: [
      h("p", "Keep this password: it is shown only now, and signs you in on another device."),
      h("dl.facts",
        h("div", h("dt", "Username"), h("dd", h("code", { "data-testid": "account-username" }, username))),
        h("div", h("dt", "Password"), h("dd", h("code", { "data-testid": "account-password" }, password)))),
      h("p", copy),
    ],
    buttons: [["saved", "I have saved it", true]],
  });
}

// Resolves true once the player has an account (the guest itself, upgraded: its games stay its own), false
// if they chose not to.
export async function accountForDaily() {
  if (auth.token && !(auth.user && auth.user.is_guest)) return true;
  if (!auth.token) {
    const made = await accounts.quick();
    await showPassword(made.user.username, made.password);
    return true;
  }
  const answer = await dialog({
    title: "Today's daily is for accounts",
    testid: "upgrade-dialog",
    body: h("p", "Turn this guest into an account in one click: the games you played as a guest stay yours, and you get a username and password now."),
    buttons: [["cancel", "Not now"], ["upgrade", "Make my account", true]],
  });
  if (answer !== "upgrade") return false;
  const password = randomText(18);
  for (let attempt = 0; ; attempt++) {
    const username = `player-${hex(4)}`;
    try {
      await accounts.upgrade(username, password, "");
      await showPassword(username, password);
      return true;
    } catch (error) {
      // 32 random bits a name: a clash is rare, and a retry settles it.
      if (error.code !== "username_taken" || attempt >= 4) throw error;
    }
  }
}
