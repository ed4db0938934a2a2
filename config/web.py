"""The web client's pages (being built): the app shell at / and each game's rules at /rules/<slug>."""

from django.http import Http404, HttpResponse


def index(request):
    return HttpResponse(
        "<!doctype html><title>patience</title><p>The web client is coming. See /api/docs/.</p>"
    )


def rules(request, slug: str):
    raise Http404(slug)
