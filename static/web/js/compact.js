// The play socket's compact answer (`?answer=compact`, docs/api.md): the first frame is whole (`state`), then
// each change comes as a `patch` (what changed since the frame before). CompactPlay rebuilds the whole snapshot
// from them, as the Python SDK's patience_sdk.compact does (the server's side is games/compact.py).

export class PatchGap extends Error {}

export class CompactPlay {
  constructor() {
    this.snapshot = null;
    this.texts = [];
  }

  // The whole snapshot (without `type`) after a state or patch frame; throws PatchGap for a patch that does
  // not follow the snapshot held (send {type: "sync"}: its answer is whole).
  receive(frame) {
    if (frame.type === "state") {
      const { type, ...snapshot } = frame;
      this.snapshot = snapshot;
      // The server numbers a state frame's texts in order of first appearance: so does the client.
      this.texts = [...new Set(snapshot.legal_actions.map((entry) => entry.text))];
      return snapshot;
    }
    const held = this.snapshot;
    if (!held || held.version !== frame.base_version) {
      this.snapshot = null;
      throw new PatchGap(`a patch from version ${frame.base_version}`);
    }
    this.snapshot = applyPatch(held, this.texts, frame);
    return this.snapshot;
  }
}

// The snapshot after `patch`, from the one it applies to (left as it was) and the socket's table of texts
// (extended with the patch's new texts).
export function applyPatch(held, texts, patch) {
  const snapshot = { ...held, ...patch.fields, version: patch.version };
  const removed = new Set(patch.view_removed || []);
  const view = {};
  for (const [key, part] of Object.entries(held.view)) if (!removed.has(key)) view[key] = part;
  snapshot.view = Object.assign(view, patch.view);
  if (patch.legal_texts) {
    texts.push(...(patch.new_texts || []));
    // A view that lists the legal actions itself (Weaver's) carries them; the patch does not send them twice.
    const actions = patch.legal_actions_in_view ? view.legal_actions : patch.legal_actions;
    snapshot.legal_actions = actions.map((action, index) => ({ action, text: texts[patch.legal_texts[index]] }));
  }
  return snapshot;
}
