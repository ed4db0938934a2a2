from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.boards_list_game import BoardsListGame
from ...models.boards_list_kind import BoardsListKind
from ...models.catalogue_page import CataloguePage
from ...models.error_response import ErrorResponse
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    cursor: str | Unset = UNSET,
    game: BoardsListGame | Unset = UNSET,
    kind: BoardsListKind | Unset = UNSET,
    limit: int | Unset = 50,
    period: str | Unset = UNSET,
    preset: str | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["cursor"] = cursor

    json_game: str | Unset = UNSET
    if not isinstance(game, Unset):
        json_game = game.value

    params["game"] = json_game

    json_kind: str | Unset = UNSET
    if not isinstance(kind, Unset):
        json_kind = kind.value

    params["kind"] = json_kind

    params["limit"] = limit

    params["period"] = period

    params["preset"] = preset


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/leaderboards/",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CataloguePage | ErrorResponse | None:
    if response.status_code == 200:
        response_200 = CataloguePage.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = ErrorResponse.from_dict(response.json())



        return response_400

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[CataloguePage | ErrorResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    cursor: str | Unset = UNSET,
    game: BoardsListGame | Unset = UNSET,
    kind: BoardsListKind | Unset = UNSET,
    limit: int | Unset = 50,
    period: str | Unset = UNSET,
    preset: str | Unset = UNSET,

) -> Response[CataloguePage | ErrorResponse]:
    """ Every board: daily, season, ranked practice and rating, with size, opening and closing

     Public. Filter by kind, game, preset and period; cursor-paged. Each entry names the board and links
    to it.

    Args:
        cursor (str | Unset):
        game (BoardsListGame | Unset):
        kind (BoardsListKind | Unset):
        limit (int | Unset):  Default: 50.
        period (str | Unset):
        preset (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CataloguePage | ErrorResponse]
     """


    kwargs = _get_kwargs(
        cursor=cursor,
game=game,
kind=kind,
limit=limit,
period=period,
preset=preset,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    cursor: str | Unset = UNSET,
    game: BoardsListGame | Unset = UNSET,
    kind: BoardsListKind | Unset = UNSET,
    limit: int | Unset = 50,
    period: str | Unset = UNSET,
    preset: str | Unset = UNSET,

) -> CataloguePage | ErrorResponse | None:
    """ Every board: daily, season, ranked practice and rating, with size, opening and closing

     Public. Filter by kind, game, preset and period; cursor-paged. Each entry names the board and links
    to it.

    Args:
        cursor (str | Unset):
        game (BoardsListGame | Unset):
        kind (BoardsListKind | Unset):
        limit (int | Unset):  Default: 50.
        period (str | Unset):
        preset (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CataloguePage | ErrorResponse
     """


    return sync_detailed(
        client=client,
cursor=cursor,
game=game,
kind=kind,
limit=limit,
period=period,
preset=preset,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    cursor: str | Unset = UNSET,
    game: BoardsListGame | Unset = UNSET,
    kind: BoardsListKind | Unset = UNSET,
    limit: int | Unset = 50,
    period: str | Unset = UNSET,
    preset: str | Unset = UNSET,

) -> Response[CataloguePage | ErrorResponse]:
    """ Every board: daily, season, ranked practice and rating, with size, opening and closing

     Public. Filter by kind, game, preset and period; cursor-paged. Each entry names the board and links
    to it.

    Args:
        cursor (str | Unset):
        game (BoardsListGame | Unset):
        kind (BoardsListKind | Unset):
        limit (int | Unset):  Default: 50.
        period (str | Unset):
        preset (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CataloguePage | ErrorResponse]
     """


    kwargs = _get_kwargs(
        cursor=cursor,
game=game,
kind=kind,
limit=limit,
period=period,
preset=preset,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    cursor: str | Unset = UNSET,
    game: BoardsListGame | Unset = UNSET,
    kind: BoardsListKind | Unset = UNSET,
    limit: int | Unset = 50,
    period: str | Unset = UNSET,
    preset: str | Unset = UNSET,

) -> CataloguePage | ErrorResponse | None:
    """ Every board: daily, season, ranked practice and rating, with size, opening and closing

     Public. Filter by kind, game, preset and period; cursor-paged. Each entry names the board and links
    to it.

    Args:
        cursor (str | Unset):
        game (BoardsListGame | Unset):
        kind (BoardsListKind | Unset):
        limit (int | Unset):  Default: 50.
        period (str | Unset):
        preset (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CataloguePage | ErrorResponse
     """


    return (await asyncio_detailed(
        client=client,
cursor=cursor,
game=game,
kind=kind,
limit=limit,
period=period,
preset=preset,

    )).parsed
