from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error_response import ErrorResponse
from ...models.guest_upgrade_api_input_request import GuestUpgradeApiInputRequest
from ...models.user_output import UserOutput
from typing import cast



def _get_kwargs(
    *,
    body: GuestUpgradeApiInputRequest,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/auth/upgrade",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorResponse | UserOutput | None:
    if response.status_code == 200:
        response_200 = UserOutput.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = ErrorResponse.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = ErrorResponse.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = ErrorResponse.from_dict(response.json())



        return response_403

    if response.status_code == 405:
        response_405 = ErrorResponse.from_dict(response.json())



        return response_405

    if response.status_code == 406:
        response_406 = ErrorResponse.from_dict(response.json())



        return response_406

    if response.status_code == 409:
        response_409 = ErrorResponse.from_dict(response.json())



        return response_409

    if response.status_code == 413:
        response_413 = ErrorResponse.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = ErrorResponse.from_dict(response.json())



        return response_415

    if response.status_code == 429:
        response_429 = ErrorResponse.from_dict(response.json())



        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorResponse | UserOutput]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: GuestUpgradeApiInputRequest,

) -> Response[ErrorResponse | UserOutput]:
    """ Turn this guest into a full account, keeping everything it played

     409 when the username is taken or the account is not a guest. A session or a sign-in token only: a
    personal token may not set the account's credentials (403 `login_required`).

    Args:
        body (GuestUpgradeApiInputRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | UserOutput]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    body: GuestUpgradeApiInputRequest,

) -> ErrorResponse | UserOutput | None:
    """ Turn this guest into a full account, keeping everything it played

     409 when the username is taken or the account is not a guest. A session or a sign-in token only: a
    personal token may not set the account's credentials (403 `login_required`).

    Args:
        body (GuestUpgradeApiInputRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | UserOutput
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: GuestUpgradeApiInputRequest,

) -> Response[ErrorResponse | UserOutput]:
    """ Turn this guest into a full account, keeping everything it played

     409 when the username is taken or the account is not a guest. A session or a sign-in token only: a
    personal token may not set the account's credentials (403 `login_required`).

    Args:
        body (GuestUpgradeApiInputRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | UserOutput]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    body: GuestUpgradeApiInputRequest,

) -> ErrorResponse | UserOutput | None:
    """ Turn this guest into a full account, keeping everything it played

     409 when the username is taken or the account is not a guest. A session or a sign-in token only: a
    personal token may not set the account's credentials (403 `login_required`).

    Args:
        body (GuestUpgradeApiInputRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | UserOutput
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
