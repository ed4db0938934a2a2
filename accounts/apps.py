from corsheaders.signals import check_request_enabled
from django.apps import AppConfig

from accounts.cors import allow_public_reads


class AccountsConfig(AppConfig):
    default_auto_field = "django.db.models.BigAutoField"
    name = "accounts"

    def ready(self) -> None:
        check_request_enabled.connect(allow_public_reads, dispatch_uid="accounts-public-cors")
