# syntax=docker/dockerfile:1
# Two stages. build: the locked dependencies (hash-checked), then the project as a wheel, into one
# virtualenv, and the static files collected with the manifest storage. run: that virtualenv and those files
# on a slim base, as a user without privileges. Where Docker is absent, tests/packaging runs the same steps.
FROM python:3.11-slim AS build
ENV PIP_DISABLE_PIP_VERSION_CHECK=1 PYTHONDONTWRITEBYTECODE=1
RUN python -m venv /opt/venv
COPY requirements.lock /src/requirements.lock
RUN /opt/venv/bin/pip install --no-cache-dir --require-hashes --no-deps -r /src/requirements.lock
COPY . /src
RUN /opt/venv/bin/pip install --no-cache-dir --no-deps /src
# The settings refuse to load with DEBUG off and no secrets; these build-time values exist only in this
# layer's command, never in the image: at run time the settings come from the environment (.env).
RUN DEBUG=0 SECRET_KEY=only-for-collectstatic-at-build-time DAILY_SECRET=only-for-collectstatic-at-build-time \
    ALLOWED_HOSTS=localhost STATIC_ROOT=/opt/static \
    /opt/venv/bin/django-admin collectstatic --noinput --settings=config.settings

FROM python:3.11-slim
RUN useradd --system --uid 10001 --user-group --no-create-home patience
COPY --from=build /opt/venv /opt/venv
COPY --from=build /opt/static /opt/static
ENV PATH=/opt/venv/bin:$PATH \
    DJANGO_SETTINGS_MODULE=config.settings \
    STATIC_ROOT=/opt/static \
    PATIENCE_DATA_DIR=/tmp/patience \
    PYTHONUNBUFFERED=1
USER patience
# Nothing writes in the working directory (beat keeps its schedule in memory, ops/beat.py; data goes to
# PATIENCE_DATA_DIR), so it is a folder the user may read and not write, stated rather than inherited.
WORKDIR /opt/venv
EXPOSE 8000
CMD ["uvicorn", "config.asgi:application", "--host", "0.0.0.0", "--port", "8000"]
