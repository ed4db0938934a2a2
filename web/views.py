"""The web client's pages: the app shell at ``/`` (a single-page app of plain ES modules under
``static/web/``, talking only to the public API) and each game's rules at ``/rules/<slug>``, rendered from
``docs/rules/<slug>.md``."""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

import markdown
from django.conf import settings
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.safestring import SafeString, mark_safe
from django.views.decorators.http import require_safe

from api.errors import ApiError
from games.course import play_course
from games.daily import challenges as daily
from games.engines.registry import all_games, get_game
from leaderboards import results

RULES_DIR = Path(settings.RULES_DIR)
FAIR_PLAY = Path(settings.SHARE_DIR) / "docs" / "fair-play.md"
# Links between rules pages point at the .md files (so they work on the forge too); on the site they become
# the rules pages. Links to other docs are not served here and lose their link, keeping their words.
_EMPTY_TH = re.compile(r"<th(?P<attrs>[^>]*)>\s*</th>")
_MD_LINK = re.compile(r'<a href="(?P<href>[^"#]*?\.md)(?P<anchor>#[^"]*)?">(?P<text>.*?)</a>', re.S)


def _games() -> list[dict[str, str]]:
    return [{"slug": g.slug, "name": g.name} for g in all_games()]


@require_safe
def index(request: HttpRequest) -> HttpResponse:
    return render(request, "web/index.html", {"games": _games()})


@require_safe
def rules(request: HttpRequest, slug: str) -> HttpResponse:
    games = _games()
    game = next((g for g in games if g["slug"] == slug), None)
    path = RULES_DIR / f"{slug}.md"
    if game is None or not path.is_file():
        context = {"games": games, "slug": slug, "game": game}
        return render(request, "web/rules_missing.html", context, status=404)
    html, title = _render_rules(path, path.stat().st_mtime_ns)
    context = {"games": games, "slug": slug, "game": game, "title": title or game["name"], "body": html}
    return render(request, "web/rules.html", context)


@require_safe
def fair_play(request: HttpRequest) -> HttpResponse:
    """Which plays rank and why (docs/fair-play.md), beside the games' rules."""
    html, title = _render_rules(FAIR_PLAY, FAIR_PLAY.stat().st_mtime_ns)
    context = {"games": _games(), "slug": "", "game": None, "title": title, "body": html}
    return render(request, "web/fair_play.html", context)


@require_safe
def share(request: HttpRequest, play_id) -> HttpResponse:
    """A shared result: the verdict, medal and grid of a finished play whose deal may be seen (shared by link,
    or a daily once revealed). Anything else is one 404 that names nothing about the deal or the play."""
    try:
        play = results.shared_play(play_id=play_id)
    except ApiError:
        return render(request, "web/share_missing.html", {"games": _games()}, status=404)
    challenge = play.daily_challenge
    context = {
        "games": _games(),
        "play": play,
        "game_name": get_game(play.game).name,
        "verdict": results.verdict_of(play),
        "medal": daily.play_medal(play, challenge) if challenge else None,
        "par": challenge.par if challenge else None,
        "par_note": daily.challenge_medals(challenge)["par_note"] if challenge else None,
        "date": challenge.date if challenge else None,
        "course": play_course(play),
    }
    return render(request, "web/share.html", context)


@lru_cache(maxsize=16)
def _render_rules(path: Path, mtime_ns: int) -> tuple[SafeString, str]:
    """The page's HTML and its first heading; cached per file version (``mtime_ns`` is part of the key)."""
    text = path.read_text(encoding="utf-8")
    html = markdown.markdown(
        text, extensions=["tables", "fenced_code", "sane_lists", "toc"], output_format="html"
    )
    html = _MD_LINK.sub(_relink, html)
    # A table's empty corner heading names no column: a plain cell, as screen readers (and axe) expect.
    html = _EMPTY_TH.sub(r"<td\g<attrs>></td>", html)
    # A wide table or code block scrolls sideways in its own box (.prose table, .prose pre): keyboard users reach
    # it to scroll it.
    html = html.replace("<table>", '<table tabindex="0">').replace("<pre>", '<pre tabindex="0">')
    heading = re.search(r"^#\s+(.+)$", text, re.M)
    # The docs are our own files, reviewed like code: their HTML is trusted.
    return mark_safe(html), heading.group(1).strip() if heading else ""


def _relink(match: re.Match) -> str:
    target = match["href"]
    name = Path(target).name[: -len(".md")]
    in_rules = "/" not in target or target.startswith("./") or target.startswith("../rules/")
    if in_rules and (RULES_DIR / f"{name}.md").is_file():
        return f'<a href="/rules/{name}{match["anchor"] or ""}">{match["text"]}</a>'
    return f'<span class="doc-ref">{match["text"]}</span>'
