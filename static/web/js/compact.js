// The play socket's compact answer (`?answer=compact`, docs/api.md): the first frame is whole (`state`), then
// each change comes as a `patch` (what changed since the frame before). CompactPlay rebuilds the whole snapshot
// from them, as the Python SDK's patience_sdk.compact does (the server's side is games/compact.py).

export class PatchGap extends Error {}

export class CompactPlay {
  constructor() {
    this.snapshot = null;
  }

  // The whole snapshot (without `type`) after a state or patch frame; throws PatchGap for a patch that does
  // not follow the snapshot held (send {type: "sync"}: its answer is whole).
  receive(frame) {
    if (frame.type === "state") {
      const { type, ...snapshot } = frame;
      this.snapshot = snapshot;
      return snapshot;
    }
    const held = this.snapshot;
    if (!held || held.version !== frame.base_version) {
      this.snapshot = null;
      throw new PatchGap(`a patch from version ${frame.base_version}`);
    }
    this.snapshot = applyPatch(held, frame);
    return this.snapshot;
  }
}

// The snapshot after `patch`, from the one it applies to (left as it was).
export function applyPatch(held, patch) {
  const snapshot = { ...held, ...patch.fields, version: patch.version };
  const removed = new Set(patch.view_removed || []);
  const view = {};
  for (const [key, part] of Object.entries(held.view)) if (!removed.has(key)) view[key] = part;
  snapshot.view = Object.assign(view, patch.view);
  if (patch.legal_actions) {
    snapshot.legal_actions = patch.legal_actions;
  } else if (patch.legal_texts) {
    // A view that lists the legal actions itself (Weaver's) carries them; the patch sends their texts alone.
    snapshot.legal_actions = view.legal_actions.map((action, index) => ({ action, text: patch.legal_texts[index] }));
  }
  return snapshot;
}
