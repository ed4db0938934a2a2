from __future__ import annotations

from django.conf import settings
from django.db import models


class League(models.Model):
    """A group of players who see their own boards of the same dailies. Its name and description are the
    creator's text: shown as text everywhere, never as markup."""

    name = models.CharField(max_length=64)
    description = models.CharField(max_length=500, blank=True)
    creator = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    created_at = models.DateTimeField(auto_now_add=True)

    def __str__(self) -> str:
        return f"league {self.pk}"


class Membership(models.Model):
    league = models.ForeignKey(League, on_delete=models.CASCADE, related_name="memberships")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    joined_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["league", "user"], name="leagues_member_once")]
        indexes = [models.Index(fields=["user", "joined_at"])]

    def __str__(self) -> str:
        return f"{self.user_id} in league {self.league_id}"


class Invite(models.Model):
    """A code that lets anyone signed in join, until it is revoked or expires."""

    league = models.ForeignKey(League, on_delete=models.CASCADE, related_name="invites")
    code = models.CharField(max_length=32, unique=True)
    created_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    created_at = models.DateTimeField(auto_now_add=True)
    expires_at = models.DateTimeField(null=True, blank=True)
    revoked_at = models.DateTimeField(null=True, blank=True)

    def __str__(self) -> str:
        return f"invite {self.code[:4]}… to league {self.league_id}"
