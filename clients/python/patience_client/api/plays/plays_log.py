from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error_response import ErrorResponse
from ...models.play_log_output import PlayLogOutput
from typing import cast
from uuid import UUID



def _get_kwargs(
    play_id: UUID,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/plays/{play_id}/log".format(play_id=quote(str(play_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorResponse | PlayLogOutput | None:
    if response.status_code == 200:
        response_200 = PlayLogOutput.from_dict(response.json())



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

    if response.status_code == 404:
        response_404 = ErrorResponse.from_dict(response.json())



        return response_404

    if response.status_code == 405:
        response_405 = ErrorResponse.from_dict(response.json())



        return response_405

    if response.status_code == 406:
        response_406 = ErrorResponse.from_dict(response.json())



        return response_406

    if response.status_code == 429:
        response_429 = ErrorResponse.from_dict(response.json())



        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorResponse | PlayLogOutput]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    play_id: UUID,
    *,
    client: AuthenticatedClient | Client,

) -> Response[ErrorResponse | PlayLogOutput]:
    """ The action log (the seed only once it is public); others may read a log shared by link

     Public for a finished play its owner shared; the owner (with a token) reads it at any time. With the
    seed, options and engine version, the log replays the game exactly.

    Args:
        play_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | PlayLogOutput]
     """


    kwargs = _get_kwargs(
        play_id=play_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    play_id: UUID,
    *,
    client: AuthenticatedClient | Client,

) -> ErrorResponse | PlayLogOutput | None:
    """ The action log (the seed only once it is public); others may read a log shared by link

     Public for a finished play its owner shared; the owner (with a token) reads it at any time. With the
    seed, options and engine version, the log replays the game exactly.

    Args:
        play_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | PlayLogOutput
     """


    return sync_detailed(
        play_id=play_id,
client=client,

    ).parsed

async def asyncio_detailed(
    play_id: UUID,
    *,
    client: AuthenticatedClient | Client,

) -> Response[ErrorResponse | PlayLogOutput]:
    """ The action log (the seed only once it is public); others may read a log shared by link

     Public for a finished play its owner shared; the owner (with a token) reads it at any time. With the
    seed, options and engine version, the log replays the game exactly.

    Args:
        play_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | PlayLogOutput]
     """


    kwargs = _get_kwargs(
        play_id=play_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    play_id: UUID,
    *,
    client: AuthenticatedClient | Client,

) -> ErrorResponse | PlayLogOutput | None:
    """ The action log (the seed only once it is public); others may read a log shared by link

     Public for a finished play its owner shared; the owner (with a token) reads it at any time. With the
    seed, options and engine version, the log replays the game exactly.

    Args:
        play_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | PlayLogOutput
     """


    return (await asyncio_detailed(
        play_id=play_id,
client=client,

    )).parsed
