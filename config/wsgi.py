import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
django_wsgi_app = get_wsgi_application()

from api.middleware import text_charset_only  # noqa: E402
from ops.deployment import refuse_unsafe_start  # noqa: E402
from ops.log_redaction import redact_every_handler  # noqa: E402

# A charset Django cannot read the query with is dropped before it builds the request (api.middleware).
application = text_charset_only(django_wsgi_app)

refuse_unsafe_start()  # a configuration that would run open never serves (DEBUG on a server, example secrets)
redact_every_handler()  # the server's own loggers too: uvicorn's access log wrote ?token= in clear
