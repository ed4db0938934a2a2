# The two commands: `make run` and `make test`. Both create .venv and install what the project needs.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
HOST ?= 127.0.0.1
PORT ?= 8000

.PHONY: install run test lint worker worker-analysis beat bench bench-hints bench-api migrate clean lock sdk

UV := $(VENV)/bin/uv

# Installs the exact versions of requirements-dev.lock (hash-checked, nothing to resolve), then the project
# itself without touching its dependencies. pyproject.toml says what we accept; the locks say what we run.
# uv (pinned in requirements-uv.lock) installs the lock in about 6 s where pip took over a minute. The venv is
# made without pip (0.3 s instead of 7 s: ensurepip was the slowest step of a warm `make run`) and uv goes in
# with the interpreter's own pip (`pip --python`), or, where the interpreter has none, with pip in the venv.
# One editable install: the package ships the SDK (clients/python) the terminal client talks through.
$(VENV)/.installed: pyproject.toml requirements-dev.lock requirements-uv.lock clients/python/pyproject.toml
	@$(PYTHON) -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else "Python 3.11 or newer is needed (set PYTHON=...)")'
	@test -x $(PY) || $(PYTHON) -m venv --without-pip $(VENV)
	$(PYTHON) -m pip --python $(PY) install --quiet --require-hashes --no-deps -r requirements-uv.lock \
	  || { $(PY) -m ensurepip --default-pip >/dev/null && $(PY) -m pip install --quiet --require-hashes --no-deps -r requirements-uv.lock; }
	$(UV) pip install --quiet --python $(PY) --require-hashes --no-deps -r requirements-dev.lock
	$(UV) pip install --quiet --python $(PY) --no-deps -e .
	@touch $@

# After changing an API: regenerate the SDK's generated half from the schema (a test fails while it is stale).
sdk: install
	$(PY) clients/python/regenerate.py

# After changing a dependency in pyproject.toml: pin again (requirements.lock is what the Docker image runs).
lock: install
	$(UV) pip compile pyproject.toml --universal --generate-hashes --quiet -o requirements.lock
	$(UV) pip compile pyproject.toml --universal --generate-hashes --quiet --extra dev -o requirements-dev.lock
	echo uv | $(UV) pip compile - --universal --generate-hashes --quiet -c requirements-dev.lock -o requirements-uv.lock

install: $(VENV)/.installed

migrate: install
	$(PY) manage.py migrate --noinput

# Serves at once: the server screens today's challenges, then the next days', in a thread of its own
# (games/daily/generation.py); the Today page names the games still being prepared and draws each as it arrives.
# Screening them here first kept /healthz waiting 77-148 s on a fresh clone.
run: migrate
	@echo ""
	@echo "  patience is starting on http://$(HOST):$(PORT)/"
	@echo "    web client  http://$(HOST):$(PORT)/"
	@echo "    API docs    http://$(HOST):$(PORT)/api/docs/"
	@echo "    health      http://$(HOST):$(PORT)/healthz (liveness), /readyz (readiness)"
	@echo "    admin       http://$(HOST):$(PORT)/admin/  (create a user: .venv/bin/python manage.py createsuperuser)"
	@echo "  Today's daily challenges are screened by the server in its first minutes: the Today page shows each as it is ready."
	@echo ""
	$(VENV)/bin/uvicorn config.asgi:application --host $(HOST) --port $(PORT) --ws-max-size 65536

# mypy reads its settings from pyproject.toml ([tool.mypy]) and keeps its cache in .mypy_cache: about 13 s
# of CPU cold (CI), 2 s warm (docs/architecture.md, "Type checking").
lint: install
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(VENV)/bin/mypy

# Tests run in parallel processes (pytest-xdist): many of them wait on servers, workers and browsers.
# PYTEST_ARGS selects or adds (CI's services run: -m "not environment_free").
TEST_WORKERS ?= 3
PYTEST_ARGS ?=
test: lint
	$(VENV)/bin/pytest -n $(TEST_WORKERS) $(PYTEST_ARGS)

# Two workers: verifications, races and the rest on the default queue with the knowledge audits (their own queue);
# the daily screening (minutes of CPU) on its own, so that no finished game waits behind it (docs/operations.md, "Workers and queues").
# Ctrl-C stops both. One `celery worker` without -Q consumes all three queues, as before, but then screens in turn.
worker: install
	$(VENV)/bin/celery -A config worker -Q screening -n screening@%h --concurrency=1 --loglevel=info & \
	trap 'kill $$! 2>/dev/null' EXIT INT TERM; \
	$(VENV)/bin/celery -A config worker -Q celery,audit -n default@%h --concurrency=2 --loglevel=info

# The post-game analysis queue (docs/analysis.md), apart from the worker that verifies and screens.
worker-analysis: install
	$(VENV)/bin/celery -A config worker -Q analysis -n analysis@%h --loglevel=info --concurrency=1

beat: install
	$(VENV)/bin/celery -A config beat --loglevel=info

bench: install
	$(PY) bench/engines.py

bench-hints: install
	$(PY) bench/hints.py --deals 20

# The API's speed on a stack it starts itself: moves, the no-op and a plain Django view side by side, open-loop
# latency, WebSocket moves, server CPU per request (docs/benchmarks.md). Needs DATABASE_URL (PostgreSQL) and
# REDIS_URL; BENCH_API_ARGS="--against /path/to/main" measures another checkout beside this one.
bench-api: install
	$(PY) bench/api.py $(BENCH_API_ARGS)

clean:
	rm -rf $(VENV) db.sqlite3 staticfiles .pytest_cache .ruff_cache .mypy_cache .hypothesis
