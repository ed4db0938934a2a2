// Drag and drop on a board, for the moves that name one card and one place (a card to the Harvest, a row card
// onto an arrow, a soldier onto a ghost). Pointer events cover the mouse, the pen and touch alike; a press
// that does not move past a few pixels stays a click, so click-to-move works as before.
//
// On a touch screen a finger that moves at once is scrolling the page (Weaver's Garden scrolls sideways on a
// phone): a drag starts after the card has been held still for a moment, and only then does the board keep
// the finger's moves from scrolling.

const THRESHOLD_PX = 8;
const HOLD_MS = 250;

export class BoardDrag {
  // board: the element holding [data-key] places; movesFrom(key) -> [{targets: [key, dropKey], ...}];
  // onDrop(entry) plays the move; enabled() says whether the board takes moves now.
  constructor(board, { movesFrom, onDrop, enabled }) {
    this.board = board;
    this.movesFrom = movesFrom;
    this.onDrop = onDrop;
    this.enabled = enabled;
    this.drag = null;
    this.swallowClick = false;
    board.addEventListener("pointerdown", (event) => this.down(event));
    board.addEventListener("pointermove", (event) => this.move(event));
    board.addEventListener("pointerup", (event) => this.up(event));
    board.addEventListener("pointercancel", () => this.cancel());
    // Only a touchmove listener can stop the page from panning under a held card (not passive, for that).
    board.addEventListener(
      "touchmove",
      (event) => {
        if (this.drag && this.drag.armed) event.preventDefault();
      },
      { passive: false },
    );
    // The click that ends a drag is not a click on the card.
    board.addEventListener(
      "click",
      (event) => {
        if (this.swallowClick) {
          this.swallowClick = false;
          event.stopPropagation();
          event.preventDefault();
        }
      },
      true,
    );
  }

  down(event) {
    if (event.button !== 0 || !this.enabled()) return;
    const source = event.target.closest("[data-draggable]");
    if (!source || !this.board.contains(source)) return;
    const moves = this.movesFrom(source.dataset.key);
    if (!moves.length) return;
    const touch = event.pointerType === "touch";
    this.drag = { source, moves, x: event.clientX, y: event.clientY, id: event.pointerId, ghost: null, over: null, armed: !touch };
    if (touch) {
      const drag = this.drag;
      drag.timer = setTimeout(() => {
        if (this.drag !== drag) return;
        drag.armed = true;
        source.classList.add("is-held");
      }, HOLD_MS);
    }
  }

  move(event) {
    const drag = this.drag;
    if (!drag || event.pointerId !== drag.id) return;
    if (!drag.ghost) {
      if (Math.hypot(event.clientX - drag.x, event.clientY - drag.y) < THRESHOLD_PX) return;
      if (!drag.armed) {
        this.cancel(); // a finger that moved before the hold: the page scrolls
        return;
      }
      this.begin(event);
    }
    event.preventDefault();
    const rect = drag.rect;
    drag.ghost.style.transform = `translate(${event.clientX - drag.x + rect.left}px, ${event.clientY - drag.y + rect.top}px)`;
    const over = this.dropAt(event.clientX, event.clientY);
    if (over !== drag.over) {
      if (drag.over) drag.over.classList.remove("is-drop-over");
      if (over) over.classList.add("is-drop-over");
      drag.over = over;
    }
  }

  begin(event) {
    const drag = this.drag;
    drag.rect = drag.source.getBoundingClientRect();
    const ghost = drag.source.cloneNode(true);
    ghost.removeAttribute("data-key");
    ghost.classList.add("drag-ghost");
    ghost.setAttribute("aria-hidden", "true");
    Object.assign(ghost.style, { width: `${drag.rect.width}px`, height: `${drag.rect.height}px` });
    document.body.append(ghost);
    drag.ghost = ghost;
    drag.source.classList.add("is-dragging");
    drag.targets = new Map(drag.moves.map((entry) => [entry.targets[1], entry]));
    for (const el of this.board.querySelectorAll("[data-key]")) {
      if (drag.targets.has(el.dataset.key)) el.classList.add("is-drop-target");
    }
    try {
      drag.source.setPointerCapture(event.pointerId);
    } catch {
      // A pointer that is already gone: the drag ends on the next event.
    }
  }

  dropAt(x, y) {
    const el = document.elementFromPoint(x, y);
    const place = el && el.closest("[data-key]");
    return place && this.board.contains(place) && this.drag.targets.has(place.dataset.key) ? place : null;
  }

  up(event) {
    const drag = this.drag;
    if (!drag || event.pointerId !== drag.id) return;
    if (!drag.ghost) {
      this.drag = null;
      return; // a plain click
    }
    const over = this.dropAt(event.clientX, event.clientY);
    const entry = over ? drag.targets.get(over.dataset.key) : null;
    this.swallowClick = true;
    setTimeout(() => (this.swallowClick = false), 0);
    this.cancel();
    if (entry) this.onDrop(entry);
  }

  cancel() {
    const drag = this.drag;
    this.drag = null;
    if (!drag) return;
    clearTimeout(drag.timer);
    if (drag.ghost) drag.ghost.remove();
    drag.source.classList.remove("is-dragging", "is-held");
    for (const el of this.board.querySelectorAll(".is-drop-target, .is-drop-over")) {
      el.classList.remove("is-drop-target", "is-drop-over");
    }
  }
}
