// Direct manipulation for every game, from one idea: each legal action names the board places it touches
// (its "targets": a card, then a destination). Clicking places narrows the legal actions to those touching
// all of them; when one is left and every place it names has been clicked, it is played. When several are
// left and no click can tell them apart, the list of legal actions shows just those to choose from.

export class Selection {
  // entries: [{action, text, targets: [key...]}]
  constructor(entries) {
    this.entries = entries;
    this.keys = [];
  }

  candidates(keys = this.keys) {
    return this.entries.filter((entry) => keys.every((key) => entry.targets.includes(key)));
  }

  // The clicked keys plus those every remaining candidate shares (they need no click to be told apart).
  implied(candidates = this.candidates()) {
    const keys = new Set(this.keys);
    if (candidates.length) {
      for (const key of candidates[0].targets) {
        if (candidates.every((entry) => entry.targets.includes(key))) keys.add(key);
      }
    }
    return keys;
  }

  // Candidates that need no further click: every place they name is selected or implied.
  ready(candidates = this.candidates()) {
    if (!this.keys.length) return [];
    const implied = this.implied(candidates);
    return candidates.filter((entry) => entry.targets.every((key) => implied.has(key)));
  }

  // Places a next click may pick: whatever the remaining candidates touch that is not selected yet.
  next(candidates = this.candidates()) {
    const keys = new Set();
    for (const entry of candidates) for (const key of entry.targets) if (!this.keys.includes(key)) keys.add(key);
    return keys;
  }

  // Whether some click could still tell the candidates apart.
  distinguishable(candidates = this.candidates()) {
    const shared = this.implied(candidates);
    return [...this.next(candidates)].some((key) => !shared.has(key));
  }

  // Every place that starts some action (for "what can I touch" highlighting and keyboard order).
  starts() {
    const keys = new Set();
    for (const entry of this.entries) for (const key of entry.targets) keys.add(key);
    return keys;
  }

  clear() {
    this.keys = [];
  }

  // -> {result: "play", entry} | {result: "choose"} | {result: "select"} | {result: "none"}
  click(key) {
    if (this.keys.includes(key)) {
      this.keys = this.keys.filter((k) => k !== key);
      return { result: "select" };
    }
    const together = [...this.keys, key];
    if (this.candidates(together).length) this.keys = together;
    else if (this.candidates([key]).length) this.keys = [key];
    else return { result: "none" };
    const candidates = this.candidates();
    if (candidates.length === 1 && candidates[0].targets.length === this.keys.length) {
      return { result: "play", entry: candidates[0] };
    }
    if (candidates.length > 1 && !this.distinguishable(candidates)) return { result: "choose" };
    return { result: "select" };
  }
}
