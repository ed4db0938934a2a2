from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.challenge_output import ChallengeOutput
from ...models.error_response import ErrorResponse
from typing import cast
import datetime



def _get_kwargs(
    date: datetime.date,
    game: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/daily/{date}/{game}/".format(date=quote(str(date), safe=""),game=quote(str(game), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ChallengeOutput | ErrorResponse | None:
    if response.status_code == 200:
        response_200 = ChallengeOutput.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ChallengeOutput | ErrorResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    date: datetime.date,
    game: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[ChallengeOutput | ErrorResponse]:
    """ One day's challenge for a game (its seed once the day has closed)

     Public; with a bearer token it also says `my_play`. The commitment lets anyone check after the close
    that the published seed is the one committed to (docs/daily.md).

    Args:
        date (datetime.date):
        game (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChallengeOutput | ErrorResponse]
     """


    kwargs = _get_kwargs(
        date=date,
game=game,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    date: datetime.date,
    game: str,
    *,
    client: AuthenticatedClient | Client,

) -> ChallengeOutput | ErrorResponse | None:
    """ One day's challenge for a game (its seed once the day has closed)

     Public; with a bearer token it also says `my_play`. The commitment lets anyone check after the close
    that the published seed is the one committed to (docs/daily.md).

    Args:
        date (datetime.date):
        game (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChallengeOutput | ErrorResponse
     """


    return sync_detailed(
        date=date,
game=game,
client=client,

    ).parsed

async def asyncio_detailed(
    date: datetime.date,
    game: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[ChallengeOutput | ErrorResponse]:
    """ One day's challenge for a game (its seed once the day has closed)

     Public; with a bearer token it also says `my_play`. The commitment lets anyone check after the close
    that the published seed is the one committed to (docs/daily.md).

    Args:
        date (datetime.date):
        game (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChallengeOutput | ErrorResponse]
     """


    kwargs = _get_kwargs(
        date=date,
game=game,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    date: datetime.date,
    game: str,
    *,
    client: AuthenticatedClient | Client,

) -> ChallengeOutput | ErrorResponse | None:
    """ One day's challenge for a game (its seed once the day has closed)

     Public; with a bearer token it also says `my_play`. The commitment lets anyone check after the close
    that the published seed is the one committed to (docs/daily.md).

    Args:
        date (datetime.date):
        game (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChallengeOutput | ErrorResponse
     """


    return (await asyncio_detailed(
        date=date,
game=game,
client=client,

    )).parsed
