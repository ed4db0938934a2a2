from django.apps import AppConfig


class LeaderboardsConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "leaderboards"

    def ready(self) -> None:
        # Leaderboards sit on top of games: games announce a finished play (games.hooks.play_finished) and
        # this is where it becomes a score. The one place the two apps meet. Imported here because the
        # services import models, which Django loads only once every app is registered.
        from games.hooks import play_finished, play_reopened, register_daily_board_id
        from leaderboards.boards import Board
        from leaderboards.services import play_finished_receiver, play_reopened_receiver

        register_daily_board_id(
            lambda game, preset, date: Board.daily(game=game, preset=preset, date=date).id
        )

        play_finished.connect(play_finished_receiver, dispatch_uid="leaderboards.score_submit_for_play")
        play_reopened.connect(play_reopened_receiver, dispatch_uid="leaderboards.score_withdraw_for_play")

        # The /metrics scrape reads the verification queue and the days ready (ops sits below this app), and
        # /readyz the verification lag: registered once the models are loaded.
        from leaderboards.metrics import StateCollector, oldest_pending_age
        from ops.health import register_verification_lag
        from ops.metrics import register_state

        register_state(StateCollector())
        register_verification_lag(lambda: oldest_pending_age()[1])
