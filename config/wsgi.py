import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
application = get_wsgi_application()

from ops.deployment import refuse_unsafe_start  # noqa: E402
from ops.log_redaction import redact_every_handler  # noqa: E402

refuse_unsafe_start()  # a configuration that would run open never serves (DEBUG on a server, example secrets)
redact_every_handler()  # the server's own loggers too: uvicorn's access log wrote ?token= in clear
