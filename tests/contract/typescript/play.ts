// A whole client in TypeScript, typed by the schema alone (issue 34): it signs in as a guest, plays every game
// of the catalogue to its end with the first legal action, then reads today's dailies, their boards and the
// board catalogue page by page. openapi-fetch types every request and answer from api.d.ts (generated from
// /api/v1/schema/ by tests/contract/test_typescript.py); `tsc --strict` accepts it with no `as`, no `any` and
// no `!`: each slug, preset, action and board id comes from an answer, typed as the next request takes it.
import createClient from "openapi-fetch";
import type { components, paths } from "./api";

type Schemas = components["schemas"];
type GameSlug = Schemas["GameSlug"];
type PlayState = Schemas["PlayState"];

export type Client = ReturnType<typeof createClient<paths>>;

export async function signIn(baseUrl: string): Promise<Client> {
  const guest = await createClient<paths>({ baseUrl }).POST("/api/v1/auth/guest");
  if (guest.data === undefined) throw new Error(`sign-in refused: ${guest.error.error.code}`);
  return createClient<paths>({ baseUrl, headers: { Authorization: `Bearer ${guest.data.token}` } });
}

// One game to its end (or `limit` moves): the first legal action each time, at the version just read.
export async function playToTheEnd(client: Client, game: GameSlug, limit = 2000): Promise<PlayState> {
  const started = await client.POST("/api/v1/plays", {
    body: { game },
    params: { header: { "Idempotency-Key": `ts-${game}-${Date.now()}` } },
  });
  if (started.data === undefined) throw new Error(`${game}: ${started.error.error.code}`);
  let play: PlayState = started.data;
  for (let moves = 0; play.status === "playing" && moves < limit; moves += 1) {
    const first = play.legal_actions[0];
    if (first === undefined) break;
    const moved = await client.POST("/api/v1/plays/{play_id}/actions", {
      params: { path: { play_id: play.id } },
      body: { action: first.action, expected_version: play.version },
    });
    if (moved.data === undefined) throw new Error(`${game} move ${moves}: ${moved.error.error.code}`);
    play = moved.data;
  }
  return play;
}

export async function playEveryGame(client: Client): Promise<string[]> {
  const catalogue = await client.GET("/api/v1/games/");
  if (catalogue.data === undefined) throw new Error(catalogue.error.error.code);
  const lines: string[] = [];
  for (const game of catalogue.data) {
    const presets: Schemas["PresetName"][] = game.options_schema.presets.map((preset) => preset.name);
    const play = await playToTheEnd(client, game.slug);
    lines.push(`${game.slug} (${presets.join(", ")}): ${play.status} with ${play.score}`);
  }
  return lines;
}

// Today's challenges name their board: read its top entries, then every page of the board catalogue by cursor.
export async function readTheBoards(client: Client): Promise<string[]> {
  const today = await client.GET("/api/v1/daily/today/");
  if (today.data === undefined) throw new Error(today.error.error.code);
  const lines: string[] = [];
  for (const challenge of today.data) {
    const top = await client.GET("/api/v1/leaderboards/{board_id}/", {
      params: { path: { board_id: challenge.board } },
    });
    if (top.data === undefined) throw new Error(top.error.error.code);
    const game: GameSlug = challenge.game;
    lines.push(`${game} ${challenge.date}: ${top.data.size} ranked, best ${top.data.entries[0]?.score ?? "none"}`);
  }
  let cursor: string | null = null;
  do {
    const query: { limit: number; cursor?: string } = cursor === null ? { limit: 100 } : { limit: 100, cursor };
    const page = await client.GET("/api/v1/leaderboards/", { params: { query } });
    if (page.data === undefined) throw new Error(page.error.error.code);
    for (const board of page.data.results) lines.push(`${board.board}: ${board.kind} ${board.game} ${board.size}`);
    cursor = page.data.cursor;
  } while (cursor !== null);
  return lines;
}

export async function main(baseUrl: string): Promise<string[]> {
  const client = await signIn(baseUrl);
  return [...(await playEveryGame(client)), ...(await readTheBoards(client))];
}
