// The board's keyboard: one Tab stop (roving focus, as the WAI-ARIA grid and toolbar patterns do), arrows that
// move among the places that can be picked now, and the number row that picks one at once. With a card picked,
// the places it can go to are the ones the keys walk, so a move is two key presses (its card, its place), or
// three when the player first walks to a card with an arrow to hear its name.

// The number row, left to right: the 1st to the 12th place that can be picked now (aria-keyshortcuts).
export const PICK_KEYS = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "-", "="];

export class BoardKeys {
  // board: the board element; pick(el): what a click on the place does; say(text): the live announcement.
  constructor(board, { pick, say }) {
    this.board = board;
    this.pick = pick;
    this.say = say;
    this.places = [];
    this.current = null; // the key of the place that holds the Tab stop
    this.inside = false; // the keyboard is at work in the board: a redraw keeps the focus there
    board.addEventListener("keydown", (event) => {
      this.inside = true;
      this.keydown(event);
    });
    // A mouse or a finger picks without the focus following it about the board (and scrolling the page).
    board.addEventListener("pointerdown", () => (this.inside = false));
    board.addEventListener("focusin", (event) => {
      const el = event.target.closest("[data-key]");
      if (el && this.places.includes(el)) this.current = el.dataset.key;
    });
    this.onFocusElsewhere = (event) => {
      if (!board.contains(event.target)) this.inside = false;
    };
    document.addEventListener("focusin", this.onFocusElsewhere);
  }

  close() {
    document.removeEventListener("focusin", this.onFocusElsewhere);
  }

  // places: the elements that can be picked now, in the order the keys walk them. Called after every redraw
  // and every change of the selection; `moved` says the selection changed (the focus goes to its first place).
  update(places, { moved = false } = {}) {
    for (const el of this.places) {
      if (places.includes(el) || !el.isConnected) continue;
      el.removeAttribute("aria-keyshortcuts");
      delete el.dataset.pickKey;
    }
    this.places = places;
    places.forEach((el, i) => {
      el.tabIndex = -1;
      if (i < PICK_KEYS.length) el.setAttribute("aria-keyshortcuts", PICK_KEYS[i]);
      else el.removeAttribute("aria-keyshortcuts");
    });
    if (!places.length) return;
    let target = moved ? null : places.find((el) => el.dataset.key === this.current);
    target = target || places[0];
    target.tabIndex = 0;
    this.current = target.dataset.key;
    const focusInBoard = this.board.contains(document.activeElement) && document.activeElement !== this.board;
    // A redraw replaced the focused place (or the pick moved on to the destinations): follow with the focus.
    if (this.inside && (moved || !focusInBoard)) target.focus({ preventScroll: false });
  }

  keydown(event) {
    if (event.ctrlKey || event.metaKey || event.altKey || !this.places.length) return;
    const at = Math.max(0, this.places.findIndex((el) => el === document.activeElement));
    let next = null;
    if (event.key === "ArrowRight" || event.key === "ArrowDown") next = (at + 1) % this.places.length;
    else if (event.key === "ArrowLeft" || event.key === "ArrowUp") next = (at - 1 + this.places.length) % this.places.length;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = this.places.length - 1;
    const direct = PICK_KEYS.indexOf(event.key);
    if (direct >= 0 && direct < this.places.length) {
      event.preventDefault();
      this.inside = true;
      const el = this.places[direct];
      this.current = el.dataset.key;
      el.focus();
      this.pick(el);
      return;
    }
    if (next === null) return;
    event.preventDefault();
    this.inside = true;
    for (const el of this.places) el.tabIndex = -1;
    const el = this.places[next];
    el.tabIndex = 0;
    this.current = el.dataset.key;
    el.focus();
  }
}
