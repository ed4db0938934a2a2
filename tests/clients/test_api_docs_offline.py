"""The API documentation with the network cut: Debian's Chromium opens /api/docs/ (Swagger UI) and
/api/redoc/ (ReDoc) from a live server with every request to a host other than the loopback aborted, and both
render the operations. No request even tries to leave: the pages need nothing but this server."""

from __future__ import annotations

import re
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.django_db(transaction=True)

LOOPBACK = {"127.0.0.1", "localhost", "[::1]", "::1"}


@pytest.fixture
def offline_page(context):
    """A page whose requests to anywhere but the loopback fail, as with no network; the list records them."""
    blocked: list[str] = []

    def only_loopback(route):
        if urlsplit(route.request.url).hostname in LOOPBACK:
            route.continue_()
        else:
            blocked.append(route.request.url)
            route.abort("internetdisconnected")

    context.route("**/*", only_loopback)
    page = context.new_page()
    page.blocked = blocked
    return page


def test_swagger_ui_renders_every_operation_offline(live, offline_page):
    page = offline_page
    page.goto(f"{live.url}/api/docs/")
    expect(page.locator(".swagger-ui .info .title")).to_contain_text("patience API")
    expect(page.locator(".opblock-summary-path", has_text="/api/v1/plays/{play_id}/actions")).to_be_visible()
    page.locator(".opblock-summary-path", has_text="/api/v1/games/").first.click()
    expect(page.locator(".opblock-body").first).to_be_visible()
    assert page.blocked == []


def test_redoc_renders_every_operation_offline(live, offline_page):
    page = offline_page
    page.goto(f"{live.url}/api/redoc/")
    expect(page.locator("h1", has_text="patience API")).to_be_visible()
    expect(page.get_by_role("heading", name=re.compile("Start a practice game"))).to_be_visible()
    assert page.blocked == []
