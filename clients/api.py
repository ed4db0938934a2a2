"""The public REST API as the terminal client uses it: httpx, a bearer token, one error type."""

from __future__ import annotations

from typing import Any

import httpx


class ApiError(Exception):
    def __init__(self, status: int, code: str, message: str, details: dict[str, Any] | None = None) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.details = details or {}


class Api:
    def __init__(self, server: str, token: str | None = None, timeout: float = 20) -> None:
        self.server = server.rstrip("/")
        self.token = token
        self.http = httpx.AsyncClient(base_url=self.server + "/api/v1", timeout=timeout)

    @property
    def ws_base(self) -> str:
        scheme, rest = self.server.split("://", 1)
        return ("wss" if scheme == "https" else "ws") + "://" + rest

    async def close(self) -> None:
        await self.http.aclose()

    async def request(self, method: str, path: str, body: Any = None, auth: bool = True) -> Any:
        headers = {"Accept": "application/json"}
        if auth and self.token:
            headers["Authorization"] = f"Bearer {self.token}"
        try:
            response = await self.http.request(
                method, path, json=body if body is not None else None, headers=headers
            )
        except httpx.HTTPError as exc:
            raise ApiError(0, "network", f"The server at {self.server} cannot be reached ({exc}).") from exc
        if response.status_code == 204:
            return None
        try:
            data = response.json()
        except ValueError:
            data = None
        if response.is_error:
            error = (data or {}).get("error") if isinstance(data, dict) else None
            if error:
                raise ApiError(response.status_code, error["code"], error["message"], error.get("details"))
            raise ApiError(response.status_code, "http", f"The server answered {response.status_code}.")
        return data

    async def get(self, path: str, auth: bool = True) -> Any:
        return await self.request("GET", path, auth=auth)

    async def post(self, path: str, body: Any = None) -> Any:
        return await self.request("POST", path, body)

    # ---- accounts ------------------------------------------------------------------------------------

    async def _signed_in(self, path: str, body: Any = None) -> dict[str, Any]:
        result = await self.request("POST", path, body, auth=False)
        self.token = result["token"]
        return result["user"]

    async def guest(self) -> dict[str, Any]:
        return await self._signed_in("/auth/guest")

    async def login(self, username: str, password: str) -> dict[str, Any]:
        return await self._signed_in("/auth/login", {"username": username, "password": password})

    async def register(self, username: str, password: str) -> dict[str, Any]:
        return await self._signed_in("/auth/register", {"username": username, "password": password})

    async def me(self) -> dict[str, Any]:
        return await self.get("/me")
