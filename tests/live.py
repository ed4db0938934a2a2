"""A real ASGI server (uvicorn) on a spare port, in a thread of the test process so that it shares the test
database; clients talk to it over real TCP."""

from __future__ import annotations

import threading
import time

import uvicorn

from tests.support import EVENT_TIMEOUT, free_port


class LiveServer:
    def __init__(self) -> None:
        from config.asgi import application

        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.ws_url = f"ws://127.0.0.1:{self.port}"
        config = uvicorn.Config(
            application,
            host="127.0.0.1",
            port=self.port,
            log_level="warning",
            lifespan="off",
            ws="websockets",
        )
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, daemon=True)

    def start(self) -> LiveServer:
        self.thread.start()
        deadline = time.monotonic() + EVENT_TIMEOUT
        while not self.server.started:
            if time.monotonic() > deadline:
                raise RuntimeError("the live server did not start")
            time.sleep(0.02)
        return self

    def stop(self) -> None:
        self.server.should_exit = True
        self.thread.join(timeout=10)


async def next_state(socket, timeout: float = EVENT_TIMEOUT) -> dict:
    """The next ``state`` message on a play socket, skipping any other kind."""
    import asyncio
    import json

    while True:
        message = json.loads(await asyncio.wait_for(socket.recv(), timeout))
        if message["type"] == "state":
            return message
