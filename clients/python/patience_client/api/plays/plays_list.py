from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error_response import ErrorResponse
from ...models.play_page import PlayPage
from ...models.plays_list_mode import PlaysListMode
from ...models.plays_list_status import PlaysListStatus
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    cursor: str | Unset = UNSET,
    game: str | Unset = UNSET,
    mode: PlaysListMode | Unset = UNSET,
    page_size: int | Unset = UNSET,
    status: PlaysListStatus | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["cursor"] = cursor

    params["game"] = game

    json_mode: str | Unset = UNSET
    if not isinstance(mode, Unset):
        json_mode = mode.value

    params["mode"] = json_mode

    params["page_size"] = page_size

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status.value

    params["status"] = json_status


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/plays",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorResponse | PlayPage | None:
    if response.status_code == 200:
        response_200 = PlayPage.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorResponse | PlayPage]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    cursor: str | Unset = UNSET,
    game: str | Unset = UNSET,
    mode: PlaysListMode | Unset = UNSET,
    page_size: int | Unset = UNSET,
    status: PlaysListStatus | Unset = UNSET,

) -> Response[ErrorResponse | PlayPage]:
    """ My plays, newest first (cursor pagination)

     Follow `next` until it is null. Filters: game, status, mode.

    Args:
        cursor (str | Unset):
        game (str | Unset):
        mode (PlaysListMode | Unset):
        page_size (int | Unset):
        status (PlaysListStatus | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | PlayPage]
     """


    kwargs = _get_kwargs(
        cursor=cursor,
game=game,
mode=mode,
page_size=page_size,
status=status,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    cursor: str | Unset = UNSET,
    game: str | Unset = UNSET,
    mode: PlaysListMode | Unset = UNSET,
    page_size: int | Unset = UNSET,
    status: PlaysListStatus | Unset = UNSET,

) -> ErrorResponse | PlayPage | None:
    """ My plays, newest first (cursor pagination)

     Follow `next` until it is null. Filters: game, status, mode.

    Args:
        cursor (str | Unset):
        game (str | Unset):
        mode (PlaysListMode | Unset):
        page_size (int | Unset):
        status (PlaysListStatus | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | PlayPage
     """


    return sync_detailed(
        client=client,
cursor=cursor,
game=game,
mode=mode,
page_size=page_size,
status=status,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    cursor: str | Unset = UNSET,
    game: str | Unset = UNSET,
    mode: PlaysListMode | Unset = UNSET,
    page_size: int | Unset = UNSET,
    status: PlaysListStatus | Unset = UNSET,

) -> Response[ErrorResponse | PlayPage]:
    """ My plays, newest first (cursor pagination)

     Follow `next` until it is null. Filters: game, status, mode.

    Args:
        cursor (str | Unset):
        game (str | Unset):
        mode (PlaysListMode | Unset):
        page_size (int | Unset):
        status (PlaysListStatus | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | PlayPage]
     """


    kwargs = _get_kwargs(
        cursor=cursor,
game=game,
mode=mode,
page_size=page_size,
status=status,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    cursor: str | Unset = UNSET,
    game: str | Unset = UNSET,
    mode: PlaysListMode | Unset = UNSET,
    page_size: int | Unset = UNSET,
    status: PlaysListStatus | Unset = UNSET,

) -> ErrorResponse | PlayPage | None:
    """ My plays, newest first (cursor pagination)

     Follow `next` until it is null. Filters: game, status, mode.

    Args:
        cursor (str | Unset):
        game (str | Unset):
        mode (PlaysListMode | Unset):
        page_size (int | Unset):
        status (PlaysListStatus | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | PlayPage
     """


    return (await asyncio_detailed(
        client=client,
cursor=cursor,
game=game,
mode=mode,
page_size=page_size,
status=status,

    )).parsed
