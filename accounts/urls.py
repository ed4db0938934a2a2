from django.urls import path

from accounts import apis

urlpatterns = [
    path("auth/register", apis.UserRegisterApi.as_view(), name="auth-register"),
    path("auth/login", apis.TokenObtainApi.as_view(), name="auth-login"),
    path("auth/logout", apis.TokenRevokeApi.as_view(), name="auth-logout"),
    path("auth/quick", apis.QuickAccountCreateApi.as_view(), name="auth-quick"),
    path("auth/guest", apis.GuestCreateApi.as_view(), name="auth-guest"),
    path("auth/upgrade", apis.GuestUpgradeApi.as_view(), name="auth-upgrade"),
    path("me", apis.MeApi.as_view(), name="me"),
    path("tokens", apis.PersonalTokenListCreateApi.as_view(), name="tokens"),
    path("tokens/<int:token_id>", apis.PersonalTokenRevokeApi.as_view(), name="token-revoke"),
]
