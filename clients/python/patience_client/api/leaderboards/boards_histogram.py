from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error_response import ErrorResponse
from ...models.histogram_output import HistogramOutput
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    board_id: str,
    *,
    buckets: int | Unset = 20,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["buckets"] = buckets


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/leaderboards/{board_id}/histogram".format(board_id=quote(str(board_id), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorResponse | HistogramOutput | None:
    if response.status_code == 200:
        response_200 = HistogramOutput.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = ErrorResponse.from_dict(response.json())



        return response_400

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorResponse | HistogramOutput]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    board_id: str,
    *,
    client: AuthenticatedClient | Client,
    buckets: int | Unset = 20,

) -> Response[ErrorResponse | HistogramOutput]:
    """ How the players' best results on a board are spread

     Public. How the board's scores spread, in buckets.

    Args:
        board_id (str):
        buckets (int | Unset):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | HistogramOutput]
     """


    kwargs = _get_kwargs(
        board_id=board_id,
buckets=buckets,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    board_id: str,
    *,
    client: AuthenticatedClient | Client,
    buckets: int | Unset = 20,

) -> ErrorResponse | HistogramOutput | None:
    """ How the players' best results on a board are spread

     Public. How the board's scores spread, in buckets.

    Args:
        board_id (str):
        buckets (int | Unset):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | HistogramOutput
     """


    return sync_detailed(
        board_id=board_id,
client=client,
buckets=buckets,

    ).parsed

async def asyncio_detailed(
    board_id: str,
    *,
    client: AuthenticatedClient | Client,
    buckets: int | Unset = 20,

) -> Response[ErrorResponse | HistogramOutput]:
    """ How the players' best results on a board are spread

     Public. How the board's scores spread, in buckets.

    Args:
        board_id (str):
        buckets (int | Unset):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | HistogramOutput]
     """


    kwargs = _get_kwargs(
        board_id=board_id,
buckets=buckets,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    board_id: str,
    *,
    client: AuthenticatedClient | Client,
    buckets: int | Unset = 20,

) -> ErrorResponse | HistogramOutput | None:
    """ How the players' best results on a board are spread

     Public. How the board's scores spread, in buckets.

    Args:
        board_id (str):
        buckets (int | Unset):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | HistogramOutput
     """


    return (await asyncio_detailed(
        board_id=board_id,
client=client,
buckets=buckets,

    )).parsed
