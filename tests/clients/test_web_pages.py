"""The pages Django serves for the web client: the app shell and the rules of each game."""

from __future__ import annotations

import pytest

from games.engines.registry import all_games
from web import views as web


@pytest.fixture
def rules_dir(tmp_path, monkeypatch):
    monkeypatch.setattr(web, "RULES_DIR", tmp_path)
    return tmp_path


def test_the_app_shell_is_served_at_the_root_with_its_module_and_styles(client):
    response = client.get("/")
    assert response.status_code == 200
    body = response.content.decode()
    assert '<script type="module" src="/static/web/js/main.js">' in body
    assert "/static/web/app.css" in body
    for game in all_games():
        assert f'href="/rules/{game.slug}"' in body


def test_the_app_shell_assets_are_served(client):
    for path in ("/static/web/js/main.js", "/static/web/app.css", "/static/web/js/games/quetinny.js"):
        response = client.get(path)
        assert response.status_code == 200, path
        assert b"".join(response.streaming_content)


def test_a_rules_page_renders_its_markdown_with_tables_and_links_to_other_rules(client, rules_dir):
    (rules_dir / "weaver.md").write_text(
        "# Weaver in the Forest of Wyr\n\nSee also [Match-3](match3.md) and [deals](../deals.md).\n\n"
        "| card | value |\n|---|---|\n| Ace | 1 |\n\n- **one** `code`\n"
    )
    (rules_dir / "match3.md").write_text("# Match-3\n")
    response = client.get("/rules/weaver")
    assert response.status_code == 200
    body = response.content.decode()
    assert "<title>Weaver in the Forest of Wyr: rules · patience</title>" in body
    assert '<h1 id="weaver-in-the-forest-of-wyr">Weaver in the Forest of Wyr</h1>' in body
    assert '<table tabindex="0">' in body and "<td>Ace</td>" in body
    assert '<a href="/rules/match3">Match-3</a>' in body
    assert '<span class="doc-ref">deals</span>' in body  # docs outside the rules are not served here
    assert "<strong>one</strong> <code>code</code>" in body
    assert 'aria-current="page"' in body


def test_a_rules_page_not_written_yet_says_so_with_a_404(client, rules_dir):
    response = client.get("/rules/witch")
    assert response.status_code == 404
    assert "not written yet" in response.content.decode()


def test_an_unknown_game_has_no_rules_page(client, rules_dir):
    (rules_dir / "nope.md").write_text("# Nope\n")
    response = client.get("/rules/nope")
    assert response.status_code == 404
    assert "No such game" in response.content.decode()


def test_the_rules_pages_of_the_repository_render(client):
    for game in all_games():
        response = client.get(f"/rules/{game.slug}")
        assert response.status_code in (200, 404)
        if response.status_code == 200:
            assert game.name.split()[0] in response.content.decode()
