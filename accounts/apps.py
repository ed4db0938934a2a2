from django.apps import AppConfig


class AccountsConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "accounts"

    def ready(self) -> None:
        from corsheaders.signals import check_request_enabled

        import config.deployment  # noqa: F401  (registers the fail-closed checks of check --deploy)
        from accounts.cors import allow_public_reads

        check_request_enabled.connect(allow_public_reads, dispatch_uid="accounts-public-cors")
