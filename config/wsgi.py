import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
application = get_wsgi_application()

from config.deployment import refuse_unsafe_start  # noqa: E402

refuse_unsafe_start()  # a configuration that would run open never serves (DEBUG on a server, example secrets)
