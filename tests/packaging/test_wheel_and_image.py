"""The package and the image, built for real: the wheel of this checkout installed with requirements.lock
into one fresh virtualenv (the Dockerfile's build stage, reusing the pip cache), then the Dockerfile's
remaining steps (collectstatic with the manifest storage, ``check --deploy``) and the installed server
answering the web client, a rules page and the API docs, in production mode and in development mode.

Marked ``packaging``: it builds a virtualenv (about a minute), and CI runs it like every other test."""

from __future__ import annotations

import fcntl
import os
import re
import shutil
import subprocess
import sys
import time
import venv
import zipfile
from collections.abc import Callable
from pathlib import Path

import httpx
import pytest

from tests.live import free_port

pytestmark = pytest.mark.packaging

ROOT = Path(__file__).resolve().parents[2]
SHIPPED_FOLDERS = ("templates", "static", "docs/rules")
PRODUCTION_ENV = {
    "DEBUG": "0",
    "SECRET_KEY": "a-production-like-secret-key-that-is-long-and-random-enough-0123456789",
    "DAILY_SECRET": "a-production-like-daily-secret-of-at-least-32-characters",
    "ALLOWED_HOSTS": "127.0.0.1,localhost",
    "SECURE_SSL_REDIRECT": "1",
}


def run(*command: str | Path, env: dict[str, str] | None = None, cwd: Path | None = None) -> str:
    """``command`` in ``env``, by default a fresh shell's (with the checkout on PYTHONPATH, pip took the
    checkout's build metadata for an installed patience and skipped installing the wheel)."""
    done = subprocess.run(
        [str(part) for part in command],
        cwd=cwd,
        env=clean_env() if env is None else env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, f"{command} failed:\n{done.stdout}\n{done.stderr}"
    return done.stdout + done.stderr


def clean_env(**extra: str | Path) -> dict[str, str]:
    """The machine's environment without this test run's settings (no DATABASE_URL, no DJANGO_SETTINGS_MODULE
    pointing at the checkout), as a fresh shell would have it."""
    dropped = {"DATABASE_URL", "REDIS_URL", "DEBUG", "SECRET_KEY", "TESTING", "PYTHONPATH", "VIRTUAL_ENV"}
    env = {k: v for k, v in os.environ.items() if k not in dropped}
    env["DJANGO_SETTINGS_MODULE"] = "config.settings"
    env.update({k: str(v) for k, v in extra.items()})
    return env


def built_once(tmp_path_factory, name: str, build: Callable[[Path], None]) -> Path:
    """The folder ``name`` of this test run, built by ``build`` once. The pytest-xdist workers share the run's
    temporary root: the first to take the lock builds, the others wait and reuse it (building the wheel in
    the checkout at the same time from several workers also broke the builds)."""
    root = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        root = root.parent
    target = root / name
    with open(root / f"{name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file closes
        if not (target / ".built").exists():
            shutil.rmtree(target, ignore_errors=True)
            target.mkdir()
            build(target)
            (target / ".built").touch()
    return target


@pytest.fixture(scope="session")
def wheel(tmp_path_factory) -> Path:
    def build(out: Path) -> None:
        # uv, which `make install` puts in the project's virtualenv; that virtualenv has no pip of its own.
        run(Path(sys.executable).parent / "uv", "build", "--wheel", "--quiet", "--out-dir", out, ROOT)

    (built,) = built_once(tmp_path_factory, "dist", build).glob("patience-*.whl")
    return built


@pytest.fixture(scope="session")
def installed(tmp_path_factory, wheel) -> Path:
    """A fresh virtualenv with requirements.lock and the wheel, as the image's build stage makes it."""

    def build(home: Path) -> None:
        venv.create(home, with_pip=True)
        python = home / "bin" / "python"
        run(
            python,
            "-m",
            "pip",
            "install",
            "--quiet",
            "--require-hashes",
            "--no-deps",
            "-r",
            ROOT / "requirements.lock",
        )
        run(python, "-m", "pip", "install", "--quiet", "--no-deps", wheel)

    return built_once(tmp_path_factory, "venv", build)


def test_the_wheel_carries_every_template_static_file_and_rules_page(wheel):
    shipped = {
        str(path.relative_to(ROOT))
        for folder in SHIPPED_FOLDERS
        for path in (ROOT / folder).rglob("*")
        if path.is_file() and "__pycache__" not in path.parts
    }
    prefix = re.compile(r"^patience-[^/]+\.data/data/share/patience/")
    in_wheel = {prefix.sub("", name) for name in zipfile.ZipFile(wheel).namelist() if prefix.match(name)}
    assert shipped, "nothing found to ship"
    assert shipped - in_wheel == set(), "add these folders to [tool.setuptools.data-files] in pyproject.toml"


def test_the_lock_pins_every_runtime_dependency_the_installed_package_imports(installed):
    # pip check: every requirement of every installed distribution (ours included) is satisfied by the lock.
    run(installed / "bin" / "python", "-m", "pip", "check")
    # The terminal client ships in the wheel with the SDK it talks through: their imports must be there too.
    run(
        installed / "bin" / "python",
        "-c",
        "import clients.terminal, clients.screen, patience_client, patience_sdk, drf_spectacular_sidecar",
    )
    run(installed / "bin" / "patience-terminal", "--help")


@pytest.fixture(scope="session")
def collected(installed, tmp_path_factory) -> Path:
    """The Dockerfile's collectstatic step: DEBUG off, so the manifest storage hashes every file."""

    def build(static_root: Path) -> None:
        env = clean_env(
            **PRODUCTION_ENV, STATIC_ROOT=static_root, PATIENCE_DATA_DIR=static_root.parent / "data"
        )
        run(installed / "bin" / "django-admin", "collectstatic", "--noinput", env=env, cwd=static_root)

    return built_once(tmp_path_factory, "static", build)


def test_collectstatic_writes_the_manifest_the_production_pages_need(collected):
    manifest = (collected / "staticfiles.json").read_text()
    assert '"web/app.css"' in manifest
    assert '"drf_spectacular_sidecar/swagger-ui-dist/swagger-ui-bundle.js"' in manifest


def test_check_deploy_passes_with_production_settings(installed, collected):
    env = clean_env(**PRODUCTION_ENV, STATIC_ROOT=collected, PATIENCE_DATA_DIR=collected.parent / "data")
    output = run(
        installed / "bin" / "django-admin",
        "check",
        "--deploy",
        "--fail-level",
        "WARNING",
        env=env,
        cwd=collected,
    )
    assert "no issues" in output


def test_the_installed_package_never_writes_into_site_packages(installed, tmp_path):
    site = next((installed / "lib").glob("python3*/site-packages"))
    before = {p for p in site.rglob("*") if "__pycache__" not in p.parts}
    data = tmp_path / "data"
    run(installed / "bin" / "django-admin", "check", env=clean_env(PATIENCE_DATA_DIR=data), cwd=tmp_path)
    after = {p for p in site.rglob("*") if "__pycache__" not in p.parts}
    assert after == before
    assert (data / ".dev-secret").is_file(), "the development secret goes to the data directory"


class Server:
    def __init__(self, installed: Path, env: dict[str, str], cwd: Path) -> None:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        run(installed / "bin" / "django-admin", "migrate", "--noinput", env=env, cwd=cwd)
        self.process = subprocess.Popen(
            [
                installed / "bin" / "uvicorn",
                "config.asgi:application",
                "--port",
                str(self.port),
                "--log-level",
                "warning",
            ],
            env=env,
            cwd=cwd,  # not the checkout: the code must come from the wheel
        )

    def wait(self) -> None:
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            assert self.process.poll() is None, "the server exited"
            try:
                httpx.get(f"{self.url}/healthz", timeout=1)
                return
            except httpx.TransportError:
                time.sleep(0.2)
        raise AssertionError("the installed server did not answer within 30 s")

    def stop(self) -> None:
        self.process.terminate()
        self.process.wait(timeout=10)


@pytest.fixture(params=["production", "development"])
def server(request, installed, collected, tmp_path):
    if request.param == "production":
        # The image's run stage: DEBUG off, static files from the manifest collected at build; the server
        # sits behind a TLS proxy, so the test says it came over https.
        env = clean_env(
            **PRODUCTION_ENV, STATIC_ROOT=collected, BEHIND_TLS_PROXY="1", PATIENCE_DATA_DIR=tmp_path
        )
    else:
        env = clean_env(PATIENCE_DATA_DIR=tmp_path)  # pip install patience; patience serves from the wheel
    running = Server(installed, env, tmp_path)
    try:
        running.wait()
        yield running
    finally:
        running.stop()


def test_the_installed_package_serves_the_web_client_rules_and_api_docs(server):
    with httpx.Client(base_url=server.url, headers={"X-Forwarded-Proto": "https"}, timeout=10) as client:
        index = client.get("/")
        assert index.status_code == 200, index.text[:500]
        stylesheet = re.search(r'href="(/static/web/app[^"]*\.css)"', index.text)
        assert stylesheet, "the page links its stylesheet"
        assert client.get(stylesheet[1]).status_code == 200

        rules = client.get("/rules/weaver")
        assert rules.status_code == 200
        assert "Weaver" in rules.text

        docs = client.get("/api/docs/")
        assert docs.status_code == 200
        bundle = re.search(
            r'src="(/static/drf_spectacular_sidecar/[^"]*swagger-ui-bundle[^"]*\.js)"', docs.text
        )
        assert bundle, "Swagger UI comes from the project, not a CDN"
        assert client.get(bundle[1]).status_code == 200


def test_the_dockerfile_builds_in_two_stages_from_the_lock_and_runs_unprivileged():
    dockerfile = (ROOT / "Dockerfile").read_text()
    stages = re.findall(r"^FROM ", dockerfile, re.M)
    assert len(stages) == 2
    assert "--require-hashes --no-deps -r /src/requirements.lock" in dockerfile
    assert "collectstatic --noinput" in dockerfile
    run_stage = dockerfile.split("\nFROM ")[-1]
    assert re.search(r"^USER patience$", run_stage, re.M) and "useradd" in run_stage
    # A stated working directory; nothing is written there (beat's schedule is in memory: tests/ops).
    assert re.search(r"^WORKDIR /\S+$", run_stage, re.M)
    assert "dockerfile: Dockerfile" in (ROOT / "docker-compose.yml").read_text()


def test_the_docker_context_leaves_out_secrets_state_and_build_output():
    ignored = set((ROOT / ".dockerignore").read_text().split())
    assert {".env", ".venv/", ".git/", "db.sqlite3*", ".dev-secret", "**/node_modules"} <= ignored
