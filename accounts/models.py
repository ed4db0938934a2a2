from __future__ import annotations

import hashlib

from django.contrib.auth.models import AbstractUser
from django.db import models
from django.db.models.functions import Lower


class User(AbstractUser):
    """A player. Guests are real users with ``is_guest`` set and no usable password until they upgrade."""

    is_guest = models.BooleanField(default=False)
    display_name = models.CharField(max_length=64, blank=True)
    # When it became a registered account (signed up, or a guest upgraded); null for a guest and for accounts
    # made outside the sign-up paths (the admin). A daily opened before this moment is not a provisional attempt
    # (docs/fair-play.md): a guest made yesterday and upgraded today is as new as an account made today.
    registered_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        constraints = [models.UniqueConstraint(Lower("username"), name="accounts_user_username_ci_unique")]

    @property
    def public_name(self) -> str:
        return self.name_shown(self.display_name, self.username)

    @staticmethod
    def name_shown(display_name: str, username: str) -> str:
        """The name others see, from the two columns (for code that reads columns, not users: the boards)."""
        return display_name or username


class Scope(models.TextChoices):
    READ = "read", "Read games, scores and boards"
    PLAY = "play", "Start and play games"
    SUBMIT = "submit", "Submit offline games for scoring"


ALL_SCOPES = [scope.value for scope in Scope]


class AccessToken(models.Model):
    """A bearer token. Only the SHA-256 of the key is stored: the key is shown once, at creation.

    ``login`` tokens come from signing in and carry every scope; ``personal`` tokens are made by a user for
    an integration, with a name and the scopes they choose.
    """

    class Kind(models.TextChoices):
        LOGIN = "login"
        PERSONAL = "personal"

    user = models.ForeignKey(User, on_delete=models.CASCADE, related_name="tokens")
    kind = models.CharField(max_length=16, choices=Kind.choices)
    name = models.CharField(max_length=64, blank=True)
    scopes = models.JSONField(default=list)
    key_hash = models.CharField(max_length=64, unique=True)
    key_prefix = models.CharField(
        max_length=8, help_text="The first characters, to recognise a token in a list."
    )
    created_at = models.DateTimeField(auto_now_add=True)
    last_used_at = models.DateTimeField(null=True, blank=True)
    revoked_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        indexes = [models.Index(fields=["user", "kind", "revoked_at"])]

    def __str__(self) -> str:
        return f"{self.kind} token {self.key_prefix}… of {self.user_id}"

    @staticmethod
    def hash_key(key: str) -> str:
        return hashlib.sha256(key.encode()).hexdigest()

    def has_scope(self, scope: str) -> bool:
        return scope in self.scopes
