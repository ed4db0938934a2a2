"""HTTP through Django, WebSockets through Channels; in the order of the Channels tutorial."""

import os

from django.core.asgi import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
# Django must be set up before anything imports models (the consumers and the token middleware do).
django_asgi_app = get_asgi_application()

from django.conf import settings  # noqa: E402

from ops.deployment import refuse_unsafe_start  # noqa: E402
from ops.log_redaction import redact_every_handler  # noqa: E402
from ops.logs import NamedRequests, format_every_handler  # noqa: E402

refuse_unsafe_start()  # a configuration that would run open never serves (DEBUG on a server, example secrets)

from channels.routing import ProtocolTypeRouter, URLRouter  # noqa: E402

from accounts.websocket import OriginCheckedStack  # noqa: E402
from api.middleware import RequestBodyGuard  # noqa: E402
from config.routing import websocket_urlpatterns  # noqa: E402
from games.daily.generation import start_background_generator  # noqa: E402
from ops.embedded_beat import start_embedded_beat  # noqa: E402
from ops.request_slots import RequestSlots  # noqa: E402
from ops.server_loop import ServerLoopMarker  # noqa: E402

# The marker lets a request's thread hand a push to this event loop (ops.server_loop).
application = ServerLoopMarker(
    ProtocolTypeRouter(
        {
            # Named first (every log line of the request carries its id: ops.logs); 411/413 from the headers, before
            # the body is read; then a burst waits for a slot (ops.request_slots).
            "http": NamedRequests(RequestBodyGuard(RequestSlots(django_asgi_app))),
            # types-channels wants its private _ExtendedURLPattern; Django's path() makes the URLPattern it routes.
            "websocket": OriginCheckedStack(URLRouter(websocket_urlpatterns)),  # type: ignore[arg-type]
        }
    )
)

# On the embedded default there is no beat: the server keeps the coming days generated itself, and runs the rest
# of beat's schedule (settling closed dailies) in a thread of its own.
start_background_generator()
start_embedded_beat()

# Last: on the embedded default, the embedded beat's start has Celery's Django fixup set Django up again
# (import_default_modules), which configures logging anew: new handlers on the "django" logger, without these.
redact_every_handler()  # the server's own loggers too: uvicorn's access log wrote ?token= in clear
format_every_handler(settings.LOG_FORMAT)  # and in the chosen format, with the request's id
