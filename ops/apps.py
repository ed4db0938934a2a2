from django.apps import AppConfig
from django.conf import settings


class OpsConfig(AppConfig):
    name = "ops"
    verbose_name = "Operations"

    def ready(self) -> None:
        # Importing registers the fail-closed checks of `check --deploy` (Django's documented place for it).
        from ops import deployment  # noqa: F401

        # Error reporting starts with the apps, in every process (servers, workers, commands), when SENTRY_DSN is
        # set; imported here with the other start-up work of this hook.
        from ops.logs import sentry_init

        if settings.SENTRY_DSN:
            sentry_init(settings.SENTRY_DSN)
