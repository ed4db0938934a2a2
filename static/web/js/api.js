// The public API, and nothing else: every request goes through `api()`, every error becomes an ApiError
// carrying the server's {code, message, details}.

const TOKEN_KEY = "patience.token";
const USER_KEY = "patience.user";
export const API = "/api/v1";

export class ApiError extends Error {
  constructor(status, code, message, details = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

// ---- the signed-in player --------------------------------------------------------------------------------

const listeners = new Set();

export const auth = {
  get token() {
    return localStorage.getItem(TOKEN_KEY);
  },
  get user() {
    try {
      return JSON.parse(localStorage.getItem(USER_KEY) || "null");
    } catch {
      return null;
    }
  },
  set(token, user) {
    if (token) localStorage.setItem(TOKEN_KEY, token);
    if (user) localStorage.setItem(USER_KEY, JSON.stringify(user));
    notify();
  },
  clear() {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
    notify();
  },
  onChange(fn) {
    listeners.add(fn);
    return () => listeners.delete(fn);
  },
};

function notify() {
  for (const fn of listeners) fn(auth.user);
}

// Another tab signed in or out: follow it.
window.addEventListener("storage", (event) => {
  if (event.key === TOKEN_KEY || event.key === USER_KEY) notify();
});

// This browser's installation: a random id kept for good and sent on a daily's start, so that two accounts
// that play one deal from one browser are linked (docs/fair-play.md, "Linked accounts"). Not a credential.
const INSTALL_KEY = "patience.install";

export function installId() {
  let id = localStorage.getItem(INSTALL_KEY);
  if (!id) {
    // getRandomValues, not randomUUID: the latter exists only in a secure context (HTTPS or localhost).
    id = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
    localStorage.setItem(INSTALL_KEY, id);
  }
  return id;
}

// ---- requests -------------------------------------------------------------------------------------------

export async function api(path, { method = "GET", body, token = auth.token, signal, headers: extra = {} } = {}) {
  const headers = { Accept: "application/json", ...extra };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = `Bearer ${token}`;
  let response;
  try {
    response = await fetch(API + path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
      credentials: "omit", // the bearer token is the only credential: no cookie, so no CSRF to manage
    });
  } catch (error) {
    if (error.name === "AbortError") throw error;
    throw new ApiError(0, "network", "The server cannot be reached. Check your connection and try again.");
  }
  if (response.status === 204) return null;
  let data = null;
  try {
    data = await response.json();
  } catch {
    data = null;
  }
  if (!response.ok) {
    const error = data && data.error;
    if (response.status === 401 && token && token === auth.token) {
      // The token was revoked or has expired: forget it so that the next action signs in afresh. Only if it is
      // still the one kept: a request sent before a sign-out or a new sign-in must not sign the new player out.
      auth.clear();
    }
    if (error) throw new ApiError(response.status, error.code, error.message, error.details || {});
    throw new ApiError(response.status, "http_" + response.status, `The server answered ${response.status}.`);
  }
  return data;
}

// ---- accounts ---------------------------------------------------------------------------------------------

async function signedIn(result) {
  auth.set(result.token, result.user);
  return result.user;
}

export const accounts = {
  guest: () => api("/auth/guest", { method: "POST", token: null }).then(signedIn),
  // One click: a registered account with a generated name and password (today's daily is not for guests).
  async quick() {
    const made = await api("/auth/quick", { method: "POST", token: null });
    await signedIn(made);
    return made;
  },
  login: (username, password) =>
    api("/auth/login", { method: "POST", body: { username, password }, token: null }).then(signedIn),
  register: (username, password, email) =>
    api("/auth/register", { method: "POST", body: { username, password, email }, token: null }).then(signedIn),
  async upgrade(username, password, email) {
    const user = await api("/auth/upgrade", { method: "POST", body: { username, password, email } });
    auth.set(null, user);
    return user;
  },
  async logout() {
    try {
      if (auth.token) await api("/auth/logout", { method: "POST" });
    } finally {
      auth.clear();
    }
  },
  async refresh() {
    const token = auth.token;
    if (!token) return null;
    const user = await api("/me", { token });
    if (auth.token === token) auth.set(null, user); // not a player who signed out (or in) meanwhile
    return user;
  },
};

// A play needs a player: sign in as a guest first when nobody is signed in (one click to play).
export async function ensurePlayer() {
  if (auth.token) return auth.user;
  return accounts.guest();
}

// ---- cached public reads ----------------------------------------------------------------------------------

let catalogue = null;
export function games() {
  if (!catalogue) catalogue = api("/games/", { token: null }).catch((e) => ((catalogue = null), Promise.reject(e)));
  return catalogue;
}

export async function gameInfo(slug) {
  return (await games()).find((g) => g.slug === slug);
}

// Every page of a cursor-paginated list, up to `limit` items.
export async function allPages(path, limit = 500) {
  const items = [];
  let url = path;
  while (url && items.length < limit) {
    const page = await api(url);
    items.push(...page.results);
    url = page.next ? page.next.slice(page.next.indexOf(API) + API.length) : null;
  }
  return items;
}
