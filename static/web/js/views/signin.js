// Sign in, register, or play as a guest in one click.
import { accounts } from "../api.js";
import { clear, h, toast } from "../dom.js";

function field(label, input) {
  return h("label.field", h("span.field__label", label), input);
}

function form({ title, submit, fields, onSubmit, testid }) {
  const error = h("div.form-error", { role: "alert" });
  const button = h("button.button.button--primary", { type: "submit" }, submit);
  const el = h(
    "form.panel.auth-form",
    {
      "data-testid": testid,
      onsubmit: async (event) => {
        event.preventDefault();
        clear(error);
        button.disabled = true;
        try {
          await onSubmit(new FormData(el));
        } catch (e) {
          clear(error, e.message);
        } finally {
          button.disabled = false;
        }
      },
    },
    h("h2", title),
    fields,
    error,
    button,
  );
  return el;
}

export function credentialFields({ email = false, newPassword = false } = {}) {
  return [
    field("Username", h("input", { name: "username", required: true, autocomplete: "username", maxLength: 150, pattern: "[\\w.@+\\-]+", title: "Letters, digits and @ . + - _ only" })),
    field("Password", h("input", { name: "password", type: "password", required: true, autocomplete: newPassword ? "new-password" : "current-password", minLength: newPassword ? 8 : undefined })),
    email ? field("Email (optional)", h("input", { name: "email", type: "email", autocomplete: "email" })) : null,
  ];
}

export function renderSignin(root, params) {
  const next = params.get("next") || "#/";
  const done = (user) => {
    toast(`Signed in as ${user.display_name}.`);
    location.hash = next;
  };
  clear(
    root,
    h("div.section-head", h("h1", "Sign in"), h("p.muted", "Or play at once as a guest: you can turn the guest into an account later and keep its games.")),
    h(
      "div.auth-grid",
      form({
        title: "Sign in",
        submit: "Sign in",
        testid: "login-form",
        fields: credentialFields(),
        onSubmit: async (data) => done(await accounts.login(data.get("username"), data.get("password"))),
      }),
      form({
        title: "Create an account",
        submit: "Register",
        testid: "register-form",
        fields: credentialFields({ email: true, newPassword: true }),
        onSubmit: async (data) => done(await accounts.register(data.get("username"), data.get("password"), data.get("email") || "")),
      }),
      h(
        "div.panel.auth-form",
        h("h2", "Just play"),
        h("p", "A guest gets a random name and can play everything at once."),
        h("button.button.button--large", { type: "button", onclick: async () => done(await accounts.guest().catch((e) => (toast(e.message, "error"), Promise.reject(e)))) }, "Play as guest"),
      ),
    ),
  );
}
