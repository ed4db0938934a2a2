from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error_response import ErrorResponse
from ...models.score_history_page import ScoreHistoryPage
from ...types import UNSET, Unset
from typing import cast
from uuid import UUID



def _get_kwargs(
    *,
    cursor: str | Unset = UNSET,
    game: str | Unset = UNSET,
    page_size: int | Unset = UNSET,
    play: UUID | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["cursor"] = cursor

    params["game"] = game

    params["page_size"] = page_size

    json_play: str | Unset = UNSET
    if not isinstance(play, Unset):
        json_play = str(play)
    params["play"] = json_play


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/me/scores",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorResponse | ScoreHistoryPage | None:
    if response.status_code == 200:
        response_200 = ScoreHistoryPage.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorResponse | ScoreHistoryPage]:
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
    page_size: int | Unset = UNSET,
    play: UUID | Unset = UNSET,

) -> Response[ErrorResponse | ScoreHistoryPage]:
    """ My scores, newest first: ranked or casual and why, verified, rejected or voided and why

     My scores, newest first: status (pending, verified, held for review or voided with the reason,
    rejected), ranked and why not, the boards each is on.

    Args:
        cursor (str | Unset):
        game (str | Unset):
        page_size (int | Unset):
        play (UUID | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | ScoreHistoryPage]
     """


    kwargs = _get_kwargs(
        cursor=cursor,
game=game,
page_size=page_size,
play=play,

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
    page_size: int | Unset = UNSET,
    play: UUID | Unset = UNSET,

) -> ErrorResponse | ScoreHistoryPage | None:
    """ My scores, newest first: ranked or casual and why, verified, rejected or voided and why

     My scores, newest first: status (pending, verified, held for review or voided with the reason,
    rejected), ranked and why not, the boards each is on.

    Args:
        cursor (str | Unset):
        game (str | Unset):
        page_size (int | Unset):
        play (UUID | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | ScoreHistoryPage
     """


    return sync_detailed(
        client=client,
cursor=cursor,
game=game,
page_size=page_size,
play=play,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    cursor: str | Unset = UNSET,
    game: str | Unset = UNSET,
    page_size: int | Unset = UNSET,
    play: UUID | Unset = UNSET,

) -> Response[ErrorResponse | ScoreHistoryPage]:
    """ My scores, newest first: ranked or casual and why, verified, rejected or voided and why

     My scores, newest first: status (pending, verified, held for review or voided with the reason,
    rejected), ranked and why not, the boards each is on.

    Args:
        cursor (str | Unset):
        game (str | Unset):
        page_size (int | Unset):
        play (UUID | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | ScoreHistoryPage]
     """


    kwargs = _get_kwargs(
        cursor=cursor,
game=game,
page_size=page_size,
play=play,

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
    page_size: int | Unset = UNSET,
    play: UUID | Unset = UNSET,

) -> ErrorResponse | ScoreHistoryPage | None:
    """ My scores, newest first: ranked or casual and why, verified, rejected or voided and why

     My scores, newest first: status (pending, verified, held for review or voided with the reason,
    rejected), ranked and why not, the boards each is on.

    Args:
        cursor (str | Unset):
        game (str | Unset):
        page_size (int | Unset):
        play (UUID | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | ScoreHistoryPage
     """


    return (await asyncio_detailed(
        client=client,
cursor=cursor,
game=game,
page_size=page_size,
play=play,

    )).parsed
