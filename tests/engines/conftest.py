import pytest

from games.engines.registry import all_games

# (game, preset) pairs: every registered engine with each of its presets, so a new engine is covered the day
# it registers.
ENGINE_PRESETS = [(game, preset.name) for game in all_games() for preset in game.options_schema.presets]


def engine_preset_id(param):
    game, preset = param
    return f"{game.slug}-{preset}"


@pytest.fixture(params=ENGINE_PRESETS, ids=[engine_preset_id(p) for p in ENGINE_PRESETS])
def engine_preset(request):
    return request.param
