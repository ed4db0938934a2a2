from __future__ import annotations

from django.contrib.auth.validators import UnicodeUsernameValidator
from drf_spectacular.utils import extend_schema
from rest_framework import serializers, status
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts import selectors, services
from accounts.models import ALL_SCOPES, AccessToken
from accounts.permissions import ACCOUNT_MANAGEMENT
from api.error_codes import ErrorCode
from api.errors import ApiError
from api.rest import (
    NAME_PATTERN,
    AuthThrottle,
    StrictCharField,
    StrictRegexField,
    error_responses,
    validated_body,
)


class UserOutputSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    username = serializers.CharField()
    display_name = serializers.CharField(source="public_name")
    email = serializers.CharField(allow_blank=True, help_text="The address given at sign-up, or empty.")
    is_guest = serializers.BooleanField()
    date_joined = serializers.DateTimeField()


class TokenOutputSerializer(serializers.Serializer):
    token = serializers.CharField(help_text="Send as 'Authorization: Bearer <token>'. Shown only once.")
    user = UserOutputSerializer()


def _token_response(issued: services.IssuedToken, status_code: int = 200) -> Response:
    return Response(
        TokenOutputSerializer({"token": issued.key, "user": issued.token.user}).data, status=status_code
    )


class _Credentials(serializers.Serializer):
    username = StrictCharField(max_length=150, validators=[UnicodeUsernameValidator()])
    password = StrictCharField(max_length=128, trim_whitespace=False)
    # Optional: absent or empty means none (the service's default). No default="" here: the schema would
    # publish '' as the default of an email field, which strict OpenAPI validators reject.
    email = serializers.EmailField(
        required=False, allow_blank=True, max_length=254, help_text="Optional; empty or absent for none."
    )


class UserRegisterApi(APIView):
    authentication_classes: list = []
    permission_classes = [AllowAny]
    throttle_classes = [AuthThrottle]
    throttle_scope = "auth"

    class InputSerializer(_Credentials):
        pass

    @extend_schema(
        operation_id="auth_register",
        request=InputSerializer,
        responses={
            201: TokenOutputSerializer,
            **error_responses(ErrorCode.UNKNOWN_FIELD, ErrorCode.USERNAME_TAKEN, ErrorCode.WEAK_PASSWORD),
        },
        tags=["accounts"],
        auth=[],
        summary="Create an account and get a token",
        description="Public. The token is shown once; send it as `Authorization: Bearer <token>`.",
    )
    def post(self, request):
        data = validated_body(self.InputSerializer, request)
        return _token_response(services.user_register(**data), status.HTTP_201_CREATED)


class QuickAccountOutputSerializer(TokenOutputSerializer):
    password = serializers.CharField(
        help_text="The generated password: shown once. Keep it (or set your own later) to sign in again."
    )


class QuickAccountCreateApi(APIView):
    authentication_classes: list = []
    permission_classes = [AllowAny]
    throttle_classes = [AuthThrottle]
    throttle_scope = "auth"

    @extend_schema(
        operation_id="auth_quick",
        request=None,
        responses={201: QuickAccountOutputSerializer, **error_responses()},
        tags=["accounts"],
        auth=[],
        summary="Make an account in one click: a generated username and password, and a token",
        description="Public, throttled with sign-up. A registered account at once, so today's daily (which a "
        "guest may not open) can be played within a minute of arriving; an account registered after a daily "
        "opened plays it as a provisional attempt (see /fair-play).",
    )
    def post(self, request):
        made = services.account_quick_create()
        body = QuickAccountOutputSerializer(
            {"token": made.issued.key, "user": made.issued.token.user, "password": made.password}
        ).data
        return Response(body, status=status.HTTP_201_CREATED)


class TokenObtainApi(APIView):
    authentication_classes: list = []
    permission_classes = [AllowAny]
    throttle_classes = [AuthThrottle]
    throttle_scope = "auth"

    class InputSerializer(serializers.Serializer):
        username = StrictCharField(max_length=150)
        password = StrictCharField(max_length=128, trim_whitespace=False)

    @extend_schema(
        operation_id="auth_login",
        request=InputSerializer,
        responses={
            200: TokenOutputSerializer,
            **error_responses(ErrorCode.UNKNOWN_FIELD, ErrorCode.INVALID_CREDENTIALS),
        },
        tags=["accounts"],
        auth=[],
        summary="Sign in: exchange a username and password for a token",
        description="Public, and throttled per address against password guessing (429 with Retry-After).",
    )
    def post(self, request):
        return _token_response(services.token_login(**validated_body(self.InputSerializer, request)))


class TokenRevokeApi(APIView):
    @extend_schema(
        operation_id="auth_logout",
        request=None,
        responses={204: None, **error_responses(ErrorCode.NO_TOKEN)},
        tags=["accounts"],
        summary="Sign out: revoke the token this request used",
        description="Only a token can be revoked this way (400 `no_token` for a session).",
    )
    def post(self, request):
        if not isinstance(request.auth, AccessToken):
            raise ApiError(ErrorCode.NO_TOKEN)
        services.token_revoke(token=request.auth)
        return Response(status=status.HTTP_204_NO_CONTENT)


class GuestCreateApi(APIView):
    authentication_classes: list = []
    permission_classes = [AllowAny]
    throttle_classes = [AuthThrottle]
    throttle_scope = "auth"

    @extend_schema(
        operation_id="auth_guest",
        request=None,
        responses={201: TokenOutputSerializer, **error_responses()},
        tags=["accounts"],
        auth=[],
        summary="Play at once as a guest (upgrade later to keep your games)",
        description="Public. A guest plays every game and the dailies; its results are casual (never on a "
        "board, see /fair-play), also after auth_upgrade gives it a username and password.",
    )
    def post(self, request):
        return _token_response(services.guest_create(), status.HTTP_201_CREATED)


class GuestUpgradeApi(APIView):
    # Setting the account's credentials: a personal token (made for a program) may not take the account over.
    permission_classes = ACCOUNT_MANAGEMENT

    class InputSerializer(_Credentials):
        pass

    @extend_schema(
        operation_id="auth_upgrade",
        request=InputSerializer,
        responses={
            200: UserOutputSerializer,
            **error_responses(
                ErrorCode.UNKNOWN_FIELD,
                ErrorCode.USERNAME_TAKEN,
                ErrorCode.WEAK_PASSWORD,
                ErrorCode.LOGIN_REQUIRED,
                ErrorCode.NOT_A_GUEST,
            ),
        },
        tags=["accounts"],
        summary="Turn this guest into a full account, keeping everything it played",
        description="409 when the username is taken or the account is not a guest. A session or a sign-in "
        "token only: a personal token may not set the account's credentials (403 `login_required`).",
    )
    def post(self, request):
        user = services.guest_upgrade(user=request.user, **validated_body(self.InputSerializer, request))
        return Response(UserOutputSerializer(user).data)


class MeApi(APIView):
    @extend_schema(
        operation_id="me",
        responses={200: UserOutputSerializer, **error_responses()},
        tags=["accounts"],
        summary="Who I am: the account behind this token or session",
        description="`display_name` is the name boards show (a guest's is generated).",
    )
    def get(self, request):
        return Response(UserOutputSerializer(request.user).data)


class PersonalTokenOutputSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField()
    scopes = serializers.ListField(child=serializers.CharField())
    prefix = serializers.CharField(source="key_prefix")
    created_at = serializers.DateTimeField()
    last_used_at = serializers.DateTimeField(allow_null=True)


class PersonalTokenCreatedSerializer(PersonalTokenOutputSerializer):
    token = serializers.CharField(help_text="The key. It is shown now and never again.")


class PersonalTokenListCreateApi(APIView):
    permission_classes = ACCOUNT_MANAGEMENT

    class InputSerializer(serializers.Serializer):
        # One line with something besides blanks (the schema publishes the pattern): a name of a control character
        # alone, which Python's trim empties, is refused by the pattern the client sees, not as "blank".
        name = StrictRegexField(
            NAME_PATTERN,
            max_length=64,
            error_messages={"invalid": "The name is blank or holds a control character."},
        )
        scopes = serializers.ListField(
            child=serializers.ChoiceField(choices=ALL_SCOPES), min_length=1, max_length=len(ALL_SCOPES)
        )

    @extend_schema(
        operation_id="tokens_list",
        responses={
            200: PersonalTokenOutputSerializer(many=True),
            **error_responses(ErrorCode.LOGIN_REQUIRED),
        },
        tags=["accounts"],
        summary="My personal API tokens (their names, scopes and prefixes, never the keys)",
        description="Only with a session or a sign-in token: a personal token may not manage tokens (403).",
    )
    def get(self, request):
        return Response(
            PersonalTokenOutputSerializer(selectors.personal_tokens_of(user=request.user), many=True).data
        )

    @extend_schema(
        operation_id="tokens_create",
        request=InputSerializer,
        responses={
            201: PersonalTokenCreatedSerializer,
            **error_responses(ErrorCode.UNKNOWN_FIELD, ErrorCode.LOGIN_REQUIRED),
        },
        tags=["accounts"],
        summary="Create a personal API token with chosen scopes (read, play, submit)",
        description="The key is in the answer once and never again. Only with a session or a sign-in token.",
    )
    def post(self, request):
        data = validated_body(self.InputSerializer, request)
        issued = services.token_issue(
            user=request.user,
            kind=AccessToken.Kind.PERSONAL,
            name=data["name"],
            scopes=sorted(set(data["scopes"]), key=ALL_SCOPES.index),
        )
        body = PersonalTokenOutputSerializer(issued.token).data | {"token": issued.key}
        return Response(body, status=status.HTTP_201_CREATED)


class PersonalTokenRevokeApi(APIView):
    permission_classes = ACCOUNT_MANAGEMENT

    @extend_schema(
        operation_id="tokens_revoke",
        request=None,
        responses={204: None, **error_responses(ErrorCode.LOGIN_REQUIRED, ErrorCode.NOT_FOUND)},
        tags=["accounts"],
        summary="Revoke one of my personal tokens",
        description="Only with a session or a sign-in token. Another user's token is a 404.",
    )
    def delete(self, request, token_id: int):
        services.personal_token_revoke(user=request.user, token_id=token_id)
        return Response(status=status.HTTP_204_NO_CONTENT)
