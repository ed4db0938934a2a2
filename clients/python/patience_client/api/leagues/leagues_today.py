from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error_response import ErrorResponse
from ...models.today import Today
from typing import cast



def _get_kwargs(
    league_id: int,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/leagues/{league_id}/today".format(league_id=quote(str(league_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorResponse | Today | None:
    if response.status_code == 200:
        response_200 = Today.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorResponse | Today]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    league_id: int,
    *,
    client: AuthenticatedClient,

) -> Response[ErrorResponse | Today]:
    """ Who of the league has played today's dailies, and each verdict once that player has finished

     A play in progress says only that it is in progress; an ended one its verified verdict. No move is
    shown: replays open at the reveal.

    Args:
        league_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | Today]
     """


    kwargs = _get_kwargs(
        league_id=league_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    league_id: int,
    *,
    client: AuthenticatedClient,

) -> ErrorResponse | Today | None:
    """ Who of the league has played today's dailies, and each verdict once that player has finished

     A play in progress says only that it is in progress; an ended one its verified verdict. No move is
    shown: replays open at the reveal.

    Args:
        league_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | Today
     """


    return sync_detailed(
        league_id=league_id,
client=client,

    ).parsed

async def asyncio_detailed(
    league_id: int,
    *,
    client: AuthenticatedClient,

) -> Response[ErrorResponse | Today]:
    """ Who of the league has played today's dailies, and each verdict once that player has finished

     A play in progress says only that it is in progress; an ended one its verified verdict. No move is
    shown: replays open at the reveal.

    Args:
        league_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | Today]
     """


    kwargs = _get_kwargs(
        league_id=league_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    league_id: int,
    *,
    client: AuthenticatedClient,

) -> ErrorResponse | Today | None:
    """ Who of the league has played today's dailies, and each verdict once that player has finished

     A play in progress says only that it is in progress; an ended one its verified verdict. No move is
    shown: replays open at the reveal.

    Args:
        league_id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | Today
     """


    return (await asyncio_detailed(
        league_id=league_id,
client=client,

    )).parsed
