"""Real processes for fault and scale-out tests: a private redis-server, ASGI servers and Celery workers, all
on spare ports of this machine and pointed at the test database."""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import socket
import subprocess
import sys
from pathlib import Path

import httpx

from tests.support import database_url_for_children, free_port, wait_until

ROOT = Path(__file__).resolve().parents[1]


class RedisServer:
    def __init__(self) -> None:
        self.port = free_port()
        self.url = f"redis://127.0.0.1:{self.port}/0"
        self.process: subprocess.Popen | None = None

    def start(self) -> RedisServer:
        """Starts (or starts again, on the same port, empty: as a Redis that keeps nothing on disk)."""
        binary = shutil.which("redis-server")
        if binary is None:
            raise RuntimeError("redis-server is not installed")
        self.process = subprocess.Popen(
            [binary, "--port", str(self.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        if not wait_until(self._answers, 10):
            raise RuntimeError("redis-server did not start")
        return self

    def _answers(self) -> bool:
        with socket.create_connection(("127.0.0.1", self.port), timeout=0.5) as s:
            s.sendall(b"PING\r\n")
            return s.recv(16).startswith(b"+PONG")

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.terminate()
            self.process.wait(10)


class Process:
    """A child process of this project with the test database and a given Redis."""

    def __init__(self, args: list[str], *, redis_url: str, extra_env: dict | None = None) -> None:
        self.args = args
        self.env = {
            **os.environ,
            "DATABASE_URL": database_url_for_children(),
            "REDIS_URL": redis_url,
            "CELERY_TASK_ALWAYS_EAGER": "0",
            # A worker or beat that generated the coming days at its start would screen beside every test that
            # starts one; tests/ops/test_first_start.py turns it on.
            "DAILY_GENERATE_ON_START": "0",
            **(extra_env or {}),
        }
        self.process: subprocess.Popen | None = None

    def start(self) -> Process:
        self.process = subprocess.Popen(
            self.args, cwd=ROOT, env=self.env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
        )
        return self

    def kill(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.send_signal(signal.SIGKILL)
            self.process.wait(10)

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(15)
            except subprocess.TimeoutExpired:
                self.kill()


class AsgiServer(Process):
    def __init__(self, *, redis_url: str, extra_env: dict | None = None) -> None:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.ws_url = f"ws://127.0.0.1:{self.port}"
        args = [sys.executable, "-m", "uvicorn", "config.asgi:application", "--host", "127.0.0.1", "--port", str(self.port),
                "--log-level", "warning"]  # fmt: skip
        super().__init__(args, redis_url=redis_url, extra_env=extra_env)

    def start(self) -> AsgiServer:
        super().start()
        if not wait_until(lambda: httpx.get(f"{self.url}/api/v1/ping", timeout=1).status_code == 200, 30):
            self.stop()
            assert self.process is not None and self.process.stderr is not None  # started, stderr piped
            raise RuntimeError(
                f"the ASGI server did not start: {self.process.stderr.read().decode()[-2000:]}"
            )
        return self


class CeleryWorker(Process):
    def __init__(self, *, redis_url: str, extra_env: dict | None = None) -> None:
        args = [sys.executable, "-m", "celery", "-A", "config", "worker", "--pool=solo", "--loglevel=warning", "-Q", "celery,audit",
                "--without-heartbeat", "--without-gossip", "--without-mingle"]  # fmt: skip
        super().__init__(args, redis_url=redis_url, extra_env=extra_env)


class CeleryBeat(Process):
    """Celery beat with the production schedule (kept in memory: ``ops.beat``), from ``cwd`` (the checkout by
    default)."""

    def __init__(
        self,
        *,
        redis_url: str,
        extra_env: dict | None = None,
        cwd: Path | str | None = None,
    ) -> None:
        args = [sys.executable, "-m", "celery", "-A", "config", "beat", "--loglevel=warning"]
        super().__init__(args, redis_url=redis_url, extra_env=extra_env)
        self.cwd = cwd

    def start(self) -> CeleryBeat:
        self.process = subprocess.Popen(
            self.args,
            cwd=self.cwd or ROOT,
            env={**self.env, "PYTHONPATH": str(ROOT)},  # from another folder, the project is still importable
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
        )
        return self


class TcpProxy:
    """A switchable TCP proxy in a thread: ``pause()`` drops every connection and refuses new ones, as a
    database that went away would; ``resume()`` lets connections through again."""

    def __init__(self, target_port: int, target_host: str = "127.0.0.1") -> None:
        import threading

        self.target = (target_host, target_port)
        self.port = free_port()
        self._threading = threading
        self._listener: socket.socket | None = None
        self._connections: list[socket.socket] = []
        self._lock = threading.Lock()

    def resume(self) -> TcpProxy:
        listener = socket.socket()
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listener.bind(("127.0.0.1", self.port))
        listener.listen(64)
        self._listener = listener
        self._threading.Thread(target=self._accept, args=(listener,), daemon=True).start()
        return self

    def pause(self) -> None:
        with self._lock:
            if self._listener:
                # shutdown() wakes the thread blocked in accept(); close() alone would leave it listening.
                with contextlib.suppress(OSError):
                    self._listener.shutdown(socket.SHUT_RDWR)
                self._listener.close()
                self._listener = None
            for conn in self._connections:
                with contextlib.suppress(OSError):
                    conn.shutdown(socket.SHUT_RDWR)
                conn.close()
            self._connections.clear()

    def _accept(self, listener: socket.socket) -> None:
        while True:
            try:
                client, _ = listener.accept()
            except OSError:
                return
            try:
                upstream = socket.create_connection(self.target, timeout=5)
            except OSError:
                client.close()
                continue
            with self._lock:
                self._connections += [client, upstream]
            for a, b in ((client, upstream), (upstream, client)):
                self._threading.Thread(target=self._pipe, args=(a, b), daemon=True).start()

    @staticmethod
    def _pipe(source: socket.socket, sink: socket.socket) -> None:
        try:
            while data := source.recv(65536):
                sink.sendall(data)
        except OSError:
            pass
        finally:
            for s in (source, sink):
                with contextlib.suppress(OSError):
                    s.shutdown(socket.SHUT_RDWR)


# Variables that would take a child off the embedded default; an embedded child starts without them.
_FULL_STACK_VARIABLES = ("DATABASE_URL", "REDIS_URL", "CELERY_TASK_ALWAYS_EAGER")


class EmbeddedAsgiServer:
    """``make run``: uvicorn on the embedded default (SQLite in a file of its own, in-memory channel layer,
    eager Celery), migrated first. ``log_path`` keeps what the server writes (its access log included)."""

    def __init__(self, sqlite_path: Path, *, log_path: Path | None = None, access_log: bool = False) -> None:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.ws_url = f"ws://127.0.0.1:{self.port}"
        self.env = {k: v for k, v in os.environ.items() if k not in _FULL_STACK_VARIABLES}
        self.env["SQLITE_PATH"] = str(sqlite_path)
        self.log_path = log_path
        self.access_log = access_log
        self.process: subprocess.Popen | None = None

    def start(self) -> EmbeddedAsgiServer:
        subprocess.run(
            [sys.executable, "manage.py", "migrate", "--noinput", "-v", "0"],
            cwd=ROOT,
            env=self.env,
            check=True,
        )
        args = [sys.executable, "-m", "uvicorn", "config.asgi:application", "--host", "127.0.0.1",
                "--port", str(self.port), "--log-level", "info" if self.access_log else "warning"]  # fmt: skip
        log = open(self.log_path, "wb") if self.log_path else subprocess.DEVNULL  # noqa: SIM115
        self.process = subprocess.Popen(args, cwd=ROOT, env=self.env, stdout=log, stderr=subprocess.STDOUT)
        if not wait_until(lambda: httpx.get(f"{self.url}/api/v1/ping", timeout=1).status_code == 200, 30):
            self.stop()
            raise RuntimeError("the embedded ASGI server did not start")
        return self

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(10)
