from django.apps import AppConfig


class RacesConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "races"

    def ready(self) -> None:
        # Races sit on top of games: a racer's play that ends is announced by games.hooks.play_finished, and
        # this is where the race hears it. Imported here because the services import models, which Django
        # loads only once every app is registered.
        from games.hooks import play_finished
        from races.services import play_finished_receiver

        play_finished.connect(play_finished_receiver, dispatch_uid="races.racer_finished")
