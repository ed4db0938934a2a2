from django.apps import AppConfig


class OpsConfig(AppConfig):
    name = "ops"
    verbose_name = "Operations"

    def ready(self) -> None:
        # Importing registers the fail-closed checks of `check --deploy` (Django's documented place for it).
        from ops import deployment  # noqa: F401
