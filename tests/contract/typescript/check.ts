// Shapes read against the types openapi-typescript generates from /api/v1/schema/ (written to api.d.ts by
// tests/contract/test_typescript.py). `tsc --strict` must accept it: the schema gives a TypeScript client every
// shape it reads, with no `any` and no cast. play.ts is the client that talks to a server.
import type { components, paths } from "./api";

type Schemas = components["schemas"];
type PlayState = Schemas["PlayState"];
type Challenge = Schemas["ChallengeOutput"];
type ErrorResponse = Schemas["ErrorResponse"];
type StartBody = paths["/api/v1/plays"]["post"]["requestBody"]["content"]["application/json"];
type ActBody = paths["/api/v1/plays/{play_id}/actions"]["post"]["requestBody"]["content"]["application/json"];
type Catalogue = paths["/api/v1/games/"]["get"]["responses"][200]["content"]["application/json"];

export function describeCatalogue(games: Catalogue): string[] {
  return games.map((game) => {
    const presets = game.options_schema.presets.map((preset) => preset.name).join(", ");
    const options = game.options_schema.options.map((option) => `${option.name}: ${option.type}`);
    return `${game.name} (${presets}) ${options.join(" ")} -> ${game.rules_url}`;
  });
}

// One body shape per game: a preset or an option another game does not have is a type error.
export function weaverStart(preset?: Schemas["WeaverPlayStartRequest"]["preset"]): StartBody {
  return preset === undefined ? { game: "weaver" } : { game: "weaver", preset, options: { keiju_count: 4 } };
}

// The snapshot is a union told apart by `game`: each branch has its own view and actions.
export function summarize(play: PlayState): string {
  switch (play.game) {
    case "weaver":
      return `Weaver: ${play.view.garden.length} cards in the garden, ${play.legal_actions.length} moves`;
    case "match3":
      return `Match-3: ${play.view.grid.length} rows, ${play.view.sets_taken} sets`;
    case "witch":
      return `Witch: round ${play.view.round}, ${play.view.hand.length} cards in hand`;
    case "journey":
      return `Journey: ${play.view.front_count} cards ahead`;
    case "quetinny":
      return `Quetinny: ${play.view.gold} gold, ${play.view.hand.length} in hand`;
  }
}

export function firstMove(play: PlayState): ActBody | null {
  const first = play.legal_actions[0];
  return first === undefined ? null : { action: first.action, expected_version: play.version };
}

export function myAttempt(challenge: Challenge): string {
  const mine = challenge.my_play;
  return mine === null || mine === undefined ? "not started" : `${mine.status} with ${mine.score}`;
}

export function explain(error: ErrorResponse): string {
  return `${error.error.code}: ${error.error.message}`;
}

// A challenge names its board: the id boards_top takes, no string to build.
export function boardOf(challenge: Challenge): string {
  return `${challenge.game} ${challenge.preset}: ${challenge.board}`;
}
