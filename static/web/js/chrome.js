// The site header's account area, on every page (the app and the rules pages).
import { accounts, auth } from "./api.js";
import { clear, h, toast } from "./dom.js";

export function renderAccountSlot() {
  const slot = document.getElementById("account-slot");
  if (!slot) return;
  const user = auth.user;
  if (!auth.token || !user) {
    clear(
      slot,
      h(
        "button.button.button--small.button--primary",
        {
          type: "button",
          "data-testid": "guest-button",
          onclick: async () => {
            try {
              await accounts.guest();
              toast("You are playing as a guest. Upgrade to an account to keep your games.");
            } catch (error) {
              toast(error.message, "error");
            }
          },
        },
        "Play as guest",
      ),
      h("a.button.button--small", { href: "/#/signin" }, "Sign in"),
    );
    return;
  }
  clear(
    slot,
    h(
      "a.account-name",
      { href: "/#/me", title: user.is_guest ? "Guest: upgrade to keep your games" : user.username },
      h("span.account-name__text", user.display_name),
      user.is_guest ? h("span.badge.badge--guest", "guest") : null,
    ),
    h(
      "button.button.button--small.button--quiet",
      {
        type: "button",
        onclick: async () => {
          if (user.is_guest && !confirm("Sign out of this guest? Its games cannot be reached again unless you upgrade it first.")) return;
          await accounts.logout().catch(() => {});
          location.hash = "#/";
        },
      },
      "Sign out",
    ),
  );
}

export function markNav(name) {
  for (const link of document.querySelectorAll(".site-nav a")) {
    if (link.dataset.nav === name) link.setAttribute("aria-current", "page");
    else link.removeAttribute("aria-current");
  }
}

auth.onChange(renderAccountSlot);
renderAccountSlot();
if (document.body.classList.contains("rules-page")) markNav("rules");

// Dark mode: the system's preference until the player picks one with the toggle; the pick is remembered
// (base.html applies it before the first paint).
const THEME_KEY = "patience.theme";
function darkNow() {
  const picked = document.documentElement.dataset.theme;
  if (picked) return picked === "dark";
  return window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches;
}
function drawToggle() {
  const toggle = document.getElementById("theme-toggle");
  if (!toggle) return;
  const dark = darkNow();
  toggle.setAttribute("aria-pressed", dark ? "true" : "false");
  toggle.textContent = dark ? "☀" : "☾";
}
const toggle = document.getElementById("theme-toggle");
if (toggle) {
  toggle.addEventListener("click", () => {
    const theme = darkNow() ? "light" : "dark";
    document.documentElement.dataset.theme = theme;
    try {
      localStorage.setItem(THEME_KEY, theme);
    } catch {
      // storage refused (a private window): the choice lasts for this page
    }
    drawToggle();
  });
  drawToggle();
}
