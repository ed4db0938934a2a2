from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.boards_histogram_response_200 import BoardsHistogramResponse200
from ...models.error_response import ErrorResponse
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    board_id: str,
    *,
    buckets: int | Unset = UNSET,

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



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BoardsHistogramResponse200 | ErrorResponse | None:
    if response.status_code == 200:
        response_200 = BoardsHistogramResponse200.from_dict(response.json())



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

    if response.status_code == 429:
        response_429 = ErrorResponse.from_dict(response.json())



        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BoardsHistogramResponse200 | ErrorResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    board_id: str,
    *,
    client: AuthenticatedClient,
    buckets: int | Unset = UNSET,

) -> Response[BoardsHistogramResponse200 | ErrorResponse]:
    """ How the players' best scores on a board are spread

    Args:
        board_id (str):
        buckets (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BoardsHistogramResponse200 | ErrorResponse]
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
    client: AuthenticatedClient,
    buckets: int | Unset = UNSET,

) -> BoardsHistogramResponse200 | ErrorResponse | None:
    """ How the players' best scores on a board are spread

    Args:
        board_id (str):
        buckets (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BoardsHistogramResponse200 | ErrorResponse
     """


    return sync_detailed(
        board_id=board_id,
client=client,
buckets=buckets,

    ).parsed

async def asyncio_detailed(
    board_id: str,
    *,
    client: AuthenticatedClient,
    buckets: int | Unset = UNSET,

) -> Response[BoardsHistogramResponse200 | ErrorResponse]:
    """ How the players' best scores on a board are spread

    Args:
        board_id (str):
        buckets (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BoardsHistogramResponse200 | ErrorResponse]
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
    client: AuthenticatedClient,
    buckets: int | Unset = UNSET,

) -> BoardsHistogramResponse200 | ErrorResponse | None:
    """ How the players' best scores on a board are spread

    Args:
        board_id (str):
        buckets (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BoardsHistogramResponse200 | ErrorResponse
     """


    return (await asyncio_detailed(
        board_id=board_id,
client=client,
buckets=buckets,

    )).parsed
