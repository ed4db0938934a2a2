from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.calendar_month_api_output import CalendarMonthApiOutput
from ...models.error_response import ErrorResponse
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    game: str | Unset = UNSET,
    month: str | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["game"] = game

    params["month"] = month


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/me/calendar",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CalendarMonthApiOutput | ErrorResponse | None:
    if response.status_code == 200:
        response_200 = CalendarMonthApiOutput.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[CalendarMonthApiOutput | ErrorResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    game: str | Unset = UNSET,
    month: str | Unset = UNSET,

) -> Response[CalendarMonthApiOutput | ErrorResponse]:
    """ My month of dailies: medals, streak, trophies

     My finished dailies of a month, day by day, with their medals and settled ranks, my streak and the
    month's trophies. A month with nothing in it, however far away, is empty, not an error.

    Args:
        game (str | Unset):
        month (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CalendarMonthApiOutput | ErrorResponse]
     """


    kwargs = _get_kwargs(
        game=game,
month=month,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    game: str | Unset = UNSET,
    month: str | Unset = UNSET,

) -> CalendarMonthApiOutput | ErrorResponse | None:
    """ My month of dailies: medals, streak, trophies

     My finished dailies of a month, day by day, with their medals and settled ranks, my streak and the
    month's trophies. A month with nothing in it, however far away, is empty, not an error.

    Args:
        game (str | Unset):
        month (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CalendarMonthApiOutput | ErrorResponse
     """


    return sync_detailed(
        client=client,
game=game,
month=month,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    game: str | Unset = UNSET,
    month: str | Unset = UNSET,

) -> Response[CalendarMonthApiOutput | ErrorResponse]:
    """ My month of dailies: medals, streak, trophies

     My finished dailies of a month, day by day, with their medals and settled ranks, my streak and the
    month's trophies. A month with nothing in it, however far away, is empty, not an error.

    Args:
        game (str | Unset):
        month (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CalendarMonthApiOutput | ErrorResponse]
     """


    kwargs = _get_kwargs(
        game=game,
month=month,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    game: str | Unset = UNSET,
    month: str | Unset = UNSET,

) -> CalendarMonthApiOutput | ErrorResponse | None:
    """ My month of dailies: medals, streak, trophies

     My finished dailies of a month, day by day, with their medals and settled ranks, my streak and the
    month's trophies. A month with nothing in it, however far away, is empty, not an error.

    Args:
        game (str | Unset):
        month (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CalendarMonthApiOutput | ErrorResponse
     """


    return (await asyncio_detailed(
        client=client,
game=game,
month=month,

    )).parsed
