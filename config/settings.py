"""The one settings module. Everything comes from the environment through the small typed helpers below.

With no environment at all you get the embedded default: SQLite, the in-memory channel layer, Celery tasks
run eagerly, the local-memory cache and a generated development secret. ``DATABASE_URL`` switches to
PostgreSQL, ``REDIS_URL`` to Redis for the channel layer, Celery and the cache. With ``DEBUG`` off the
production variables are required, and start-up names the first one missing.
"""

from __future__ import annotations

import os
import secrets
import sys
import warnings
from pathlib import Path
from typing import Any

import dj_database_url
import platformdirs
from django.core.exceptions import ImproperlyConfigured
from kombu import Queue

BASE_DIR = Path(__file__).resolve().parent.parent
# From a checkout the templates, the web client and the rules pages sit beside the code, and development
# files (.dev-secret, db.sqlite3, staticfiles/) go there too, git-ignored. An installed wheel has its files
# under <prefix>/share/patience (pyproject's data-files) and never writes into site-packages: its development
# files go to the user's data directory (~/.local/share/patience on Linux), or PATIENCE_DATA_DIR.
IS_CHECKOUT = (BASE_DIR / "manage.py").is_file()
SHARE_DIR = BASE_DIR if IS_CHECKOUT else Path(sys.prefix) / "share" / "patience"
DATA_DIR = Path(
    os.environ.get("PATIENCE_DATA_DIR")
    or (BASE_DIR if IS_CHECKOUT else platformdirs.user_data_path("patience"))
)
RULES_DIR = SHARE_DIR / "docs" / "rules"


def envbool(name: str, default: bool) -> bool:
    value = os.environ.get(name)
    if value is None or value == "":
        return default
    if value.lower() in ("1", "true", "yes", "on"):
        return True
    if value.lower() in ("0", "false", "no", "off"):
        return False
    raise ImproperlyConfigured(f"{name} must be a boolean (1/0, true/false), not {value!r}")


def envint(name: str, default: int) -> int:
    value = os.environ.get(name)
    if value is None or value == "":
        return default
    try:
        return int(value)
    except ValueError:
        raise ImproperlyConfigured(f"{name} must be an integer, not {value!r}") from None


def envlist(name: str, default: list[str]) -> list[str]:
    value = os.environ.get(name)
    if value is None or value == "":
        return default
    return [item.strip() for item in value.split(",") if item.strip()]


def envrequired(name: str, dev_default: str) -> str:
    """A value production must set; in development a harmless default stands in."""
    value = os.environ.get(name, "")
    if value:
        return value
    if DEBUG:
        return dev_default
    raise ImproperlyConfigured(f"{name} must be set when DEBUG is off")


DEBUG = envbool("DEBUG", "SECRET_KEY" not in os.environ)
TESTING = envbool("TESTING", False)
# DEBUG with PostgreSQL or a public host is refused at start-up (ops.deployment) unless forced by this:
# a debugging session on a server or a CI run, never production.
ALLOW_DEBUG_ON_SERVER = envbool("ALLOW_DEBUG_ON_SERVER", False)

# A development secret is generated once and kept in a git-ignored file so sessions survive restarts.
_dev_secret_file = DATA_DIR / ".dev-secret"


def _dev_secret() -> str:
    if not _dev_secret_file.exists():
        _dev_secret_file.parent.mkdir(parents=True, exist_ok=True)
        _dev_secret_file.write_text(secrets.token_urlsafe(50))
    return _dev_secret_file.read_text().strip()


SECRET_KEY = os.environ.get("SECRET_KEY") or (_dev_secret() if DEBUG else envrequired("SECRET_KEY", ""))
DAILY_SECRET = envrequired("DAILY_SECRET", "development-daily-secret-not-for-production")
ALLOWED_HOSTS = envlist("ALLOWED_HOSTS", ["localhost", "127.0.0.1", "[::1]", "testserver"] if DEBUG else [])
if not DEBUG and not ALLOWED_HOSTS:
    raise ImproperlyConfigured("ALLOWED_HOSTS must be set when DEBUG is off")
CSRF_TRUSTED_ORIGINS = envlist("CSRF_TRUSTED_ORIGINS", [])
CORS_ALLOWED_ORIGINS = envlist("CORS_ALLOWED_ORIGINS", [])

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "corsheaders",
    "rest_framework",
    "drf_spectacular",
    "drf_spectacular_sidecar",  # Swagger UI and ReDoc served from here: the docs work offline
    "channels",
    "api",
    "ops",
    "accounts",
    "games",
    "leaderboards",
    "leagues",
    "races",
    "web",
]

MIDDLEWARE = [
    # Outermost: a request is timed through every middleware, and its id is known to every log line.
    "ops.metrics.RequestMetricsMiddleware",
    "ops.logs.RequestIdMiddleware",
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "corsheaders.middleware.CorsMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    # Synchronous only: placed last, they keep Django's ASGI handler running the stack in one worker thread
    # instead of hopping to the event loop for each middleware. Nothing above reads a JSON body, so the limit
    # still comes first.
    "api.middleware.BodySizeLimitMiddleware",
    "api.middleware.SignInThrottleMiddleware",
]

ROOT_URLCONF = "config.urls"
WSGI_APPLICATION = "config.wsgi.application"
ASGI_APPLICATION = "config.asgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [SHARE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

DATABASE_URL = os.environ.get("DATABASE_URL", "")
DB_CONNECT_TIMEOUT = envint("DB_CONNECT_TIMEOUT", 3)
# Under ASGI each request runs in a new thread, so Django's per-thread persistent connections
# (CONN_MAX_AGE) would open one connection per request anyway; a process-wide psycopg pool reuses them.
DB_POOL_MAX_SIZE = envint("DB_POOL_MAX_SIZE", 10)
# Requests per process in Django's handler at once; the others wait on the event loop without a thread or a
# connection (ops.request_slots). Matched to the pool, so a burst waits, never times out on it.
REQUEST_THREADS = envint("REQUEST_THREADS", DB_POOL_MAX_SIZE or 10)
if REQUEST_THREADS < 1:
    raise ImproperlyConfigured("REQUEST_THREADS must be at least 1")
DATABASES: dict[str, Any] = {
    "default": dj_database_url.parse(
        DATABASE_URL,
        conn_max_age=0 if DB_POOL_MAX_SIZE else envint("DB_CONN_MAX_AGE", 0),
        # With the pool, Django turns this into psycopg_pool's check on checkout: a connection the database
        # dropped (a restart, a cut network) is replaced instead of failing the request that drew it.
        conn_health_checks=True,
    )
    if DATABASE_URL
    else {
        "ENGINE": "django.db.backends.sqlite3",
        "NAME": os.environ.get("SQLITE_PATH") or DATA_DIR / "db.sqlite3",
        "OPTIONS": {
            # SQLite lets one writer in at a time. A deferred transaction that reads, then writes (a move: the
            # play is read, then saved; select_for_update is a no-op here) cannot wait for the lock when
            # another writer holds it: SQLite answers "database is locked" at once, whatever the timeout.
            # IMMEDIATE takes the write lock at BEGIN, where the busy timeout does apply, and WAL lets reads
            # go on meanwhile. 10 players on their own games: 43 % of moves refused before, 0 after
            # (tests/reliability/test_embedded_default.py).
            "transaction_mode": "IMMEDIATE",
            "timeout": envint("SQLITE_BUSY_TIMEOUT", 20),
            "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;",
        },
    }
}
if not DATABASE_URL and not IS_CHECKOUT:
    DATA_DIR.mkdir(parents=True, exist_ok=True)  # SQLite creates the file, not its folder
# Behind PgBouncer in transaction mode (docs/operations.md): each transaction may land on another server
# connection, so nothing may outlive one: no server-side cursors, no prepared statements, no pool of our own.
PGBOUNCER_TRANSACTION_MODE = envbool("PGBOUNCER_TRANSACTION_MODE", False)
if PGBOUNCER_TRANSACTION_MODE and DB_POOL_MAX_SIZE:
    raise ImproperlyConfigured("PGBOUNCER_TRANSACTION_MODE needs DB_POOL_MAX_SIZE=0: PgBouncer is the pool")
if DATABASE_URL:
    # Fail fast when the database is down instead of hanging a request.
    DATABASES["default"].setdefault("OPTIONS", {})["connect_timeout"] = DB_CONNECT_TIMEOUT
    if PGBOUNCER_TRANSACTION_MODE:
        DATABASES["default"]["DISABLE_SERVER_SIDE_CURSORS"] = True
        DATABASES["default"]["OPTIONS"]["prepare_threshold"] = None
    if DB_POOL_MAX_SIZE:
        # Django's backend, whose pool drains itself when a connection fails its check (a database restart):
        # the first requests after one found the dead connections one at a time and timed out (ops.postgresql).
        DATABASES["default"]["ENGINE"] = "ops.postgresql"
        DATABASES["default"]["OPTIONS"]["pool"] = {
            "min_size": min(envint("DB_POOL_MIN_SIZE", 2), DB_POOL_MAX_SIZE),
            "max_size": DB_POOL_MAX_SIZE,
            # Waiting for a free connection gives up like connecting does: a 503, not a hung request.
            "timeout": DB_CONNECT_TIMEOUT,
        }

AUTH_USER_MODEL = "accounts.User"
AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATIC_ROOT = Path(os.environ.get("STATIC_ROOT") or DATA_DIR / "staticfiles")
STATICFILES_DIRS = [SHARE_DIR / "static"] if (SHARE_DIR / "static").exists() else []
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {
        "BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"
        if DEBUG or TESTING
        else "web.storage.CompressedManifestModulesStorage"
    },
}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

# Request bodies: actions and submissions are small; refuse the absurd before parsing.
DATA_UPLOAD_MAX_MEMORY_SIZE = envint("DATA_UPLOAD_MAX_MEMORY_SIZE", 1024 * 1024)
# A body not complete this long after its headers is answered 408 and its connection closed (api.middleware): a
# slow sender holds no request for longer. Headers are timed by the reverse proxy (docs/operations.md).
REQUEST_BODY_TIMEOUT_SECONDS = envint("REQUEST_BODY_TIMEOUT_SECONDS", 10)

# ---------------------------------------------------------------------------------------------- Redis & co.
REDIS_URL = os.environ.get("REDIS_URL", "")

if REDIS_URL:
    CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": REDIS_URL,
            "OPTIONS": {"pool_class": "ops.redis_pool.SharedConnectionPool"},
        }
    }
    CHANNEL_LAYERS = {
        "default": {
            "BACKEND": "channels_redis.core.RedisChannelLayer",
            "CONFIG": {
                "hosts": [REDIS_URL],
                "capacity": envint("CHANNEL_CAPACITY", 1000),
                "expiry": envint("CHANNEL_EXPIRY", 30),
            },
        }
    }
else:
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
    CHANNEL_LAYERS = {"default": {"BACKEND": "channels.layers.InMemoryChannelLayer"}}

CELERY_BROKER_URL = REDIS_URL or "memory://"
# Tasks report through the database (a score's status), never through results: no result backend, so sending
# a task does not also subscribe to a result channel (which, with Redis down, retried for about 20 s).
CELERY_RESULT_BACKEND = None
CELERY_TASK_IGNORE_RESULT = True
CELERY_TASK_ALWAYS_EAGER = envbool("CELERY_TASK_ALWAYS_EAGER", not REDIS_URL)
CELERY_TASK_EAGER_PROPAGATES = True
CELERY_TASK_ACKS_LATE = True
CELERY_TASK_REJECT_ON_WORKER_LOST = True
# Verifications take milliseconds: with one reserved task per process the worker sat idle between tasks
# waiting for the next fetch (bench/leaderboards.py at 100/s: p99 3.3 s with 1, 0.4-1.6 s with 8). Reserved tasks
# are unacknowledged, so a killed worker's are redelivered after the visibility timeout, never lost.
CELERY_WORKER_PREFETCH_MULTIPLIER = envint("CELERY_WORKER_PREFETCH_MULTIPLIER", 8)
# A killed worker's tasks wait the visibility timeout, then the next sweep of unacknowledged messages. With
# 300 s and kombu's default sweep (every 10 x 10 s) a SIGKILL delayed verification by 308 s (issue 23); the
# acknowledged-late tasks are verifications of milliseconds, so 40 s and a sweep every 5 s bound it at under a
# minute. A long task (the daily generation) is acknowledged on receipt instead (games.tasks).
CELERY_BROKER_TRANSPORT_OPTIONS = {
    "visibility_timeout": envint("CELERY_VISIBILITY_TIMEOUT", 40),
    "unacked_restore_interval": envint("CELERY_UNACKED_RESTORE_SECONDS", 5),
    "unacked_restore_throttle": 1,
    # The sweep takes a lock in Redis for its few milliseconds; a worker killed while holding it would stop
    # every other worker's sweep for kombu's default of 300 s.
    "unacked_mutex_expire": 10,
}
# Celery's Django fixup closes every database connection before and after each task (and, under the prefork
# pool, the whole connection pool): three new PostgreSQL sessions per verification. Reusing them for this many
# tasks lets a worker keep up; the pool's check on checkout still replaces a connection the database dropped.
CELERY_DB_REUSE_MAX = envint("CELERY_DB_REUSE_MAX", 1000)
# Four queues. The daily screening (minutes of CPU for the days ahead) has its own, so a finished game's
# verification never waits behind it: a one-process worker screened for over 10 minutes after its start while 31
# scores stayed pending (issue 44). The knowledge audit (leaderboards.knowledge, seconds of CPU a top win) has its
# own too, so that neither verification nor the screening waits behind it, and so has the post-game analysis (up
# to ~10 s of CPU each: games.analysis). A worker started without -Q consumes all four (a single worker keeps
# working); production runs a worker per queue (docs/operations.md, "Workers and queues").
CELERY_TASK_DEFAULT_QUEUE = "celery"
SCREENING_QUEUE = "screening"
AUDIT_QUEUE = "audit"
ANALYSIS_QUEUE = "analysis"
CELERY_TASK_QUEUES = tuple(
    Queue(name, routing_key=name)
    for name in (CELERY_TASK_DEFAULT_QUEUE, SCREENING_QUEUE, AUDIT_QUEUE, ANALYSIS_QUEUE)
)
CELERY_TASK_ROUTES = {
    "games.tasks.generate_daily_challenges": {"queue": SCREENING_QUEUE},
    "leaderboards.tasks.audit_score": {"queue": AUDIT_QUEUE},
    "games.tasks.play_analyse": {"queue": ANALYSIS_QUEUE},
}
CELERY_TIMEZONE = "UTC"
CELERY_TASK_SERIALIZER = "json"
# A pending analysis asked for again after this long is sent again (its task was lost); clients poll this often.
ANALYSIS_RETRY_SECONDS = envint("ANALYSIS_RETRY_SECONDS", 120)
ANALYSIS_POLL_SECONDS = envint("ANALYSIS_POLL_SECONDS", 3)
# The share of each game's analysis node budget (games.engines.analysis.ANALYSIS_BUDGETS) an analysis spends. The
# test settings spend 1 %: every replay of a lost public game asks for one, and with the embedded default's eager
# Celery it is computed inside that request.
ANALYSIS_BUDGET_PERCENT = envint("ANALYSIS_BUDGET_PERCENT", 100)
CELERY_ACCEPT_CONTENT = ["json"]

# ---------------------------------------------------------------------------------------------- the API
REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": [
        "accounts.authentication.BearerTokenAuthentication",
        "rest_framework.authentication.SessionAuthentication",
    ],
    "DEFAULT_PERMISSION_CLASSES": [
        "rest_framework.permissions.IsAuthenticated",
        "accounts.permissions.TokenHasScope",
    ],
    # JSON only, as the schema says (docs/api.md: 406 not_acceptable otherwise). The browsable API answered
    # "Accept: text/html" with an HTML page, errors too, which no operation declares (issue 44, the header
    # fuzzing); the interactive docs are Swagger UI at /api/docs/.
    "DEFAULT_RENDERER_CLASSES": ["rest_framework.renderers.JSONRenderer"],
    "DEFAULT_PARSER_CLASSES": ["api.parsers.StrictJSONParser"],
    "DEFAULT_SCHEMA_CLASS": "api.schema.NestedNameAutoSchema",
    "EXCEPTION_HANDLER": "api.errors.api_exception_handler",
    "DEFAULT_PAGINATION_CLASS": None,
    "DEFAULT_THROTTLE_CLASSES": [
        "api.throttles.AnonThrottle",
        "api.throttles.UserThrottle",
    ],
    "DEFAULT_THROTTLE_RATES": {
        "anon": os.environ.get("THROTTLE_ANON", "120/min"),
        "user": os.environ.get("THROTTLE_USER", "1200/min"),
        "auth": os.environ.get("THROTTLE_AUTH", "20/min"),
        "actions": os.environ.get("THROTTLE_ACTIONS", "600/min"),
        "submissions": os.environ.get("THROTTLE_SUBMISSIONS", "60/min"),
        "hints": os.environ.get("THROTTLE_HINTS", "20/min"),
        # Reads of a kept analysis are cheap, but each new one costs a worker up to ~10 s (games.analysis).
        "analyses": os.environ.get("THROTTLE_ANALYSES", "120/hour"),
        # Creating a league or a race: each lives on (rows, invites, a lobby), so their creation is bounded.
        "leagues": os.environ.get("THROTTLE_LEAGUES", "10/hour"),
        "races": os.environ.get("THROTTLE_RACES", "60/hour"),
    },
    "NUM_PROXIES": envint("NUM_PROXIES", 0),
}

SPECTACULAR_SETTINGS = {
    "TITLE": "patience API",
    "DESCRIPTION": "Daily seeded solitaire challenges, practice games and verified leaderboards. Errors have one "
    "shape, {error: {code, message, details}}; no string in a JSON body may contain U+0000 (400 malformed_json).",
    # The policy is api/versioning.py (API_VERSION), the history docs/api-changelog.md: a test keeps the three equal.
    "VERSION": "1.8.0",
    # OpenAPI 3.1: null is a type ("type": ["integer", "null"]); a 3.0 {allOf: [$ref], nullable: true} admits no
    # null under a strict validator (issue 44).
    "OAS_VERSION": "3.1.0",
    "SERVE_INCLUDE_SCHEMA": False,
    "SCHEMA_PATH_PREFIX": "/api/v1",
    "COMPONENT_SPLIT_REQUEST": True,
    # A PATCH body is checked like any other (plays_share requires is_public): no "Patched" copy of the
    # request component with every field optional.
    "COMPONENT_SPLIT_PATCH": False,
    "SERVE_PERMISSIONS": ["rest_framework.permissions.AllowAny"],
    "SERVE_AUTHENTICATION": [],
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "REDOC_DIST": "SIDECAR",
    # Swagger UI would send the schema to its online validator for a badge: nothing leaves this server.
    "SWAGGER_UI_SETTINGS": {"deepLinking": True, "validatorUrl": None},
    # Two enums for fields named status: a play's and a race's (named, or drf-spectacular hashes one's name).
    "ENUM_NAME_OVERRIDES": {
        "StatusEnum": "games.models.PlayStatus",
        "RaceStatusEnum": "races.models.RaceStatus",
    },
    "POSTPROCESSING_HOOKS": [
        "drf_spectacular.hooks.postprocess_schema_enums",
        "api.schema.forbid_unknown_request_fields",
        "api.schema.add_error_codes",
        "api.schema.add_response_headers",
        "games.api_schema.add_engine_components",
        "api.asyncapi.add_frame_components",
        "games.api_schema.add_play_links",
        "leaderboards.api_schema.add_board_links",
        "accounts.api_schema.add_token_links",
    ],
}

# The socket frames' classes, by channel app, that the AsyncAPI document is generated from (api/asyncapi.py):
# named here, as the schema hooks above are, so that the api floor imports none of the apps above it.
ASYNCAPI_FRAMES = [
    "api.frames.MESSAGES",
    "games.frames.MESSAGES",
    "leaderboards.frames.MESSAGES",
    "races.frames.MESSAGES",
]

# ---------------------------------------------------------------------------------------------- security
SESSION_COOKIE_SECURE = not DEBUG
CSRF_COOKIE_SECURE = not DEBUG
SECURE_SSL_REDIRECT = envbool("SECURE_SSL_REDIRECT", not DEBUG)
SECURE_HSTS_SECONDS = envint("SECURE_HSTS_SECONDS", 0 if DEBUG else 31536000)
SECURE_HSTS_INCLUDE_SUBDOMAINS = not DEBUG
SECURE_HSTS_PRELOAD = not DEBUG
SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https") if envbool("BEHIND_TLS_PROXY", False) else None
SECURE_REDIRECT_EXEMPT = [r"^healthz$", r"^readyz$", r"^metrics$"]

# ---------------------------------------------------------------------------------------------- the game
DAILY_GRACE_MINUTES = envint("DAILY_GRACE_MINUTES", 60)
# Days generated ahead of today (by beat, or by the server's own thread on the embedded default).
DAILY_GENERATE_AHEAD_DAYS = envint("DAILY_GENERATE_AHEAD_DAYS", 2)
# Every Celery worker and beat sends the generation as it starts (one of them screens, ops.locks): a first start
# on an empty database has today's challenges in minutes, not at beat's next tick.
DAILY_GENERATE_ON_START = envbool("DAILY_GENERATE_ON_START", True)
# With no broker there is no beat: the ASGI server keeps the days generated itself (games.daily.generation).
DAILY_GENERATE_IN_SERVER = envbool("DAILY_GENERATE_IN_SERVER", not REDIS_URL)
DAILY_GENERATE_EVERY_SECONDS = envint("DAILY_GENERATE_EVERY_SECONDS", 600)
# With no broker the server also runs the rest of beat's schedule itself (ops.embedded_beat).
BEAT_IN_SERVER = envbool("BEAT_IN_SERVER", not REDIS_URL)
# The published screening rule (games.daily.ladder); "quick" (tiny budgets) is for the test suite only.
DAILY_SCREENING_RULE = os.environ.get("DAILY_SCREENING_RULE", "ladder-3")
# How long a process may keep a bearer token's lookup: a token revoked elsewhere (or a deactivated user) is
# refused by every process within this many seconds (accounts.selectors.token_by_hash).
TOKEN_CACHE_SECONDS = envint("TOKEN_CACHE_SECONDS", 5)
WS_MESSAGE_BUDGET = envint("WS_MESSAGE_BUDGET", 100)
WS_MESSAGE_WINDOW_SECONDS = envint("WS_MESSAGE_WINDOW_SECONDS", 20)
WS_MAX_MESSAGE_BYTES = envint("WS_MAX_MESSAGE_BYTES", 64 * 1024)
# Sockets open at once per token and per account, across every server process; one more is closed with 4429.
WS_MAX_SOCKETS = envint("WS_MAX_SOCKETS", 20)
# Hints run the bot off the request threads, bounded (games.hints): bot processes per web process, hints in flight
# per player, hints waiting for the pool before a 503.
HINT_WORKERS = envint("HINT_WORKERS", 1)
HINT_PER_USER = envint("HINT_PER_USER", 1)
HINT_QUEUE = envint("HINT_QUEUE", 8)
# Leagues (docs/leagues.md): a league's boards read up to this many members' entries per request.
LEAGUE_MAX_MEMBERS = envint("LEAGUE_MAX_MEMBERS", 200)
LEAGUE_MAX_PER_PLAYER = envint("LEAGUE_MAX_PER_PLAYER", 20)
# Races (docs/races.md): the default time limit, the countdown pushed before the start, the players a quick
# match starts with, and how long a lobby nobody starts stays open.
RACE_TIME_LIMIT_SECONDS = envint("RACE_TIME_LIMIT_SECONDS", 300)
RACE_COUNTDOWN_SECONDS = envint("RACE_COUNTDOWN_SECONDS", 3)
RACE_QUICK_MATCH_PLAYERS = envint("RACE_QUICK_MATCH_PLAYERS", 2)
RACE_LOBBY_MINUTES = envint("RACE_LOBBY_MINUTES", 30)

# LOG_FORMAT=json: one JSON object a line, with the request's id (X-Request-ID, ops.logs) on the lines it caused.
LOG_FORMAT = os.environ.get("LOG_FORMAT", "text")
if LOG_FORMAT not in ("text", "json"):
    raise ImproperlyConfigured(f"LOG_FORMAT must be text or json, not {LOG_FORMAT!r}")
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "filters": {
        "redact": {"()": "ops.log_redaction.RedactSecretsFilter"},
        "request_id": {"()": "ops.logs.RequestIdFilter"},
    },
    "formatters": {"json": {"()": "ops.logs.JsonFormatter"}},
    "handlers": {
        "console": {
            "class": "logging.StreamHandler",
            "filters": ["redact", "request_id"],
            **({"formatter": "json"} if LOG_FORMAT == "json" else {}),
        }
    },
    "root": {"handlers": ["console"], "level": os.environ.get("LOG_LEVEL", "INFO")},
}

# ---------------------------------------------------------------------------------------------- observability
# /metrics answers only with this bearer token (404 without the setting: metrics off); ops/metrics.py.
METRICS_TOKEN = os.environ.get("METRICS_TOKEN", "")
# A worker machine's metrics on an internal port (no token: keep the port private); 0 serves none.
METRICS_PORT = envint("METRICS_PORT", 0)
# /readyz answers 503 when the oldest pending score is older than this (a worker missing); 0 never.
READY_MAX_VERIFICATION_LAG_SECONDS = envint("READY_MAX_VERIFICATION_LAG_SECONDS", 0)
# Errors reported to Sentry when set (ops.apps starts it); nothing is sent otherwise (ops/logs.py says what is left
# out).
SENTRY_DSN = os.environ.get("SENTRY_DSN", "")

# Public read endpoints answer any origin (see accounts.cors); everything else only CORS_ALLOWED_ORIGINS.
PUBLIC_CORS_PATHS = [
    r"^/api/v1/schema/",
    r"^/api/v1/games/$",
    r"^/api/v1/daily/",
    r"^/api/v1/leaderboards/",
    r"^/healthz$",
    r"^/readyz$",
]
CORS_ALLOW_HEADERS = (
    "accept",
    "authorization",
    "content-type",
    "idempotency-key",
    "if-none-match",
    "x-client-install",
    "x-csrftoken",
    "x-requested-with",
)
CORS_EXPOSE_HEADERS = [
    "Retry-After",
    "RateLimit-Limit",
    "RateLimit-Remaining",
    "RateLimit-Reset",
    "ETag",
    "Idempotent-Replayed",
    "Deprecation",
    "Sunset",
    "Link",
]

# In development static files are served from the apps by WhiteNoise's finders; STATIC_ROOT is only filled
# by collectstatic for production, so its absence is expected here and not worth a warning per request.
WHITENOISE_USE_FINDERS = DEBUG or TESTING
if DEBUG or TESTING:
    warnings.filterwarnings("ignore", message="No directory at", module="whitenoise.base")

REQUEUE_STALE_SECONDS = envint("REQUEUE_STALE_SECONDS", 30)
AUDIT_STALE_SECONDS = envint("AUDIT_STALE_SECONDS", 300)
# The knowledge audit's budget per play, in units (a position created and valued, by a move or inside the short
# search that values it; 10 to 40 us of CPU each): out of it the audit answers "unknown" and the play ranks
# (docs/fair-play.md). The searched audits of #42's second round took 0.02 to 0.37 million units a play.
KNOWLEDGE_AUDIT_UNITS = envint("KNOWLEDGE_AUDIT_UNITS", 2_000_000)
# Beat keeps its schedule in memory and runs every entry once at start (ops.beat): no schedule file, so it runs
# from any working directory (the image's is /, not writable by its user).
CELERY_BEAT_SCHEDULER = "ops.beat:StartupScheduler"
CELERY_BEAT_SCHEDULE = {
    # A score whose verification task was lost (the broker was down or restarted empty) is enqueued again: the
    # tick and the age a score must reach are both REQUEUE_STALE_SECONDS, so a score is requeued within two of
    # them (a minute) of the broker coming back.
    "requeue-stale-scores": {
        "task": "leaderboards.tasks.requeue_stale_scores",
        "schedule": REQUEUE_STALE_SECONDS,
    },
    # A knowledge audit whose task was lost (leaderboards.knowledge) is sent again.
    "requeue-stale-audits": {
        "task": "leaderboards.tasks.requeue_stale_audits",
        "schedule": AUDIT_STALE_SECONDS,
    },
    # Linked-account origins are kept two days after their day closes (docs/fair-play.md, "Linked accounts").
    "purge-daily-origins": {
        "task": "games.tasks.purge_daily_origins",
        "schedule": 3600,  # hourly: a digest outlives its two days by an hour at most
    },
    # Closed dailies (past their grace period) become season points and rating changes.
    "settle-closed-dailies": {
        "task": "leaderboards.tasks.settle_closed_dailies",
        "schedule": envint("SETTLE_DAILIES_SECONDS", 600),
    },
    # Races past their time limit end (their sockets end them on time; this is the net), finished races whose
    # settlement task was lost are settled, and lobbies nobody started are cancelled.
    "end-overdue-races": {
        "task": "races.tasks.end_overdue_races",
        "schedule": envint("RACE_SWEEP_SECONDS", 10),
    },
    # The plays of the dailies just revealed get their analysis, so it is ready when their players come back.
    "analyse-revealed-dailies": {
        "task": "games.tasks.analyse_revealed_dailies",
        "schedule": envint("ANALYSE_DAILIES_SECONDS", 600),
    },
    # The coming days are screened and committed ahead (DAILY_GENERATE_AHEAD_DAYS). Every 5 minutes, so that a
    # run killed mid-way (a deploy, an OOM) resumes within minutes, once its lock expires (ops.locks, 60 s): hourly
    # left 2 of 5 games for up to an hour (issue 44). Idempotent: existing days cost one query each, and a run
    # that finds another still screening skips at once.
    "daily-challenges": {
        "task": "games.tasks.generate_daily_challenges",
        "schedule": envint("DAILY_GENERATE_SECONDS", 300),
    },
}
