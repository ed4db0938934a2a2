// A tiny element builder and the formatting every page shares.

// h("div.card.red", {title: "x", onclick}, child, [children], "text")
export function h(tag, attrs, ...children) {
  const [name, ...classes] = tag.split(".");
  const el = document.createElement(name || "div");
  if (classes.length) el.className = classes.join(" ");
  if (attrs !== undefined && attrs !== null && (typeof attrs !== "object" || attrs instanceof Node || Array.isArray(attrs))) {
    children.unshift(attrs);
    attrs = null;
  }
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key.startsWith("on") && typeof value === "function") el.addEventListener(key.slice(2), value);
    else if (key === "class") el.className = [el.className, value].filter(Boolean).join(" ");
    else if (key === "style" && typeof value === "object") Object.assign(el.style, value);
    else if (key === "dataset") Object.assign(el.dataset, value);
    else if (key in el && typeof value !== "string" && key !== "list") el[key] = value;
    else el.setAttribute(key, value === true ? "" : value);
  }
  append(el, children);
  return el;
}

function append(el, children) {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) append(el, child);
    else el.append(child instanceof Node ? child : String(child));
  }
}

export function clear(el, ...children) {
  el.replaceChildren();
  append(el, children);
  return el;
}

export function toast(message, kind = "info", ms = 4000) {
  const box = document.getElementById("toasts");
  if (!box) return;
  const el = h(`div.toast.toast--${kind}`, { role: kind === "error" ? "alert" : "status" }, message);
  box.append(el);
  setTimeout(() => el.classList.add("toast--leaving"), ms);
  setTimeout(() => el.remove(), ms + 400);
}

export function errorBox(error) {
  const message = error && error.message ? error.message : String(error);
  return h("div.notice.notice--error", { role: "alert" }, message);
}

export function duration(seconds) {
  seconds = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (hours) return `${hours} h ${String(minutes).padStart(2, "0")} min`;
  if (minutes) return `${minutes} min ${String(seconds % 60).padStart(2, "0")} s`;
  return `${seconds} s`;
}

export function when(iso) {
  if (!iso) return "";
  const date = new Date(iso);
  return date.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}

export function words(code) {
  return String(code || "")
    .replace(/_/g, " ")
    .replace(/^\w/, (c) => c.toUpperCase());
}

// A resigned game (or a daily left to close unfinished) is not badged as lost: it ended by the player's word.
export function statusBadge(status, endReason) {
  if (status === "lost" && ["resigned", "abandoned"].includes(endReason)) return h("span.badge.badge--resigned", "Resigned");
  const label = { playing: "In progress", won: "Won", lost: "Lost" }[status] || words(status);
  return h(`span.badge.badge--${status}`, label);
}

// Make an element act as a button for the keyboard too.
export function pressable(el, onPress) {
  el.tabIndex = 0;
  el.setAttribute("role", "button");
  el.addEventListener("click", onPress);
  el.addEventListener("keydown", (event) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      onPress(event);
    }
  });
  return el;
}
