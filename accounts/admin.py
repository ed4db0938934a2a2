from django.contrib import admin
from django.contrib.auth.admin import UserAdmin

from accounts.models import AccessToken, User


@admin.register(User)
class PlayerAdmin(UserAdmin):
    list_display = ("username", "display_name", "email", "is_guest", "is_staff", "date_joined")
    list_filter = ("is_guest", "is_staff", "is_active")
    fieldsets = (*(UserAdmin.fieldsets or ()), ("Player", {"fields": ("is_guest", "display_name")}))


@admin.register(AccessToken)
class AccessTokenAdmin(admin.ModelAdmin):
    list_display = (
        "key_prefix",
        "user",
        "kind",
        "name",
        "scopes",
        "created_at",
        "last_used_at",
        "revoked_at",
    )
    list_filter = ("kind",)
    readonly_fields = ("key_hash", "key_prefix", "created_at", "last_used_at")
    search_fields = ("user__username", "name", "key_prefix")
