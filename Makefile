# The two commands: `make run` and `make test`. Both create .venv and install what the project needs.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
HOST ?= 127.0.0.1
PORT ?= 8000

.PHONY: install run test lint worker beat bench bench-hints migrate clean

$(VENV)/.installed: pyproject.toml
	@$(PYTHON) -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else "Python 3.11 or newer is needed (set PYTHON=...)")'
	@test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev]'
	@touch $@

install: $(VENV)/.installed

migrate: install
	$(PY) manage.py migrate --noinput

run: migrate
	@echo ""
	@echo "  patience is starting on http://$(HOST):$(PORT)/"
	@echo "    web client  http://$(HOST):$(PORT)/"
	@echo "    API docs    http://$(HOST):$(PORT)/api/docs/"
	@echo "    health      http://$(HOST):$(PORT)/healthz"
	@echo "    admin       http://$(HOST):$(PORT)/admin/  (create a user: .venv/bin/python manage.py createsuperuser)"
	@echo ""
	$(VENV)/bin/uvicorn config.asgi:application --host $(HOST) --port $(PORT)

lint: install
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .

test: lint
	$(VENV)/bin/pytest

worker: install
	$(VENV)/bin/celery -A config worker --loglevel=info --concurrency=2

beat: install
	$(VENV)/bin/celery -A config beat --loglevel=info

bench: install
	$(PY) bench/engines.py

bench-hints: install
	$(PY) bench/hints.py --deals 20

clean:
	rm -rf $(VENV) db.sqlite3 staticfiles .pytest_cache .ruff_cache .hypothesis
