from django.urls import path

from web import views

urlpatterns = [
    path("", views.index, name="web-index"),
    path("rules/<slug:slug>", views.rules, name="web-rules"),
    path("fair-play", views.fair_play, name="web-fair-play"),
    path("share/<uuid:play_id>", views.share, name="web-share"),
]
