from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error_response import ErrorResponse
from ...models.month_commitment_output import MonthCommitmentOutput
from typing import cast



def _get_kwargs(
    month: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/commitments/{month}".format(month=quote(str(month), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorResponse | MonthCommitmentOutput | None:
    if response.status_code == 200:
        response_200 = MonthCommitmentOutput.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorResponse | MonthCommitmentOutput]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    month: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[ErrorResponse | MonthCommitmentOutput]:
    """ A month's commitment to every day's candidate seeds, published about a month ahead

     Public from the moment the server makes it, before the month starts (404 `not_committed` until
    then). Keep the root: every revealed day of the month must verify against it (`python -m
    games.verify export.json --root ROOT`, docs/daily.md). Leaves are hashes: they reveal no seed.

    Args:
        month (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | MonthCommitmentOutput]
     """


    kwargs = _get_kwargs(
        month=month,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    month: str,
    *,
    client: AuthenticatedClient | Client,

) -> ErrorResponse | MonthCommitmentOutput | None:
    """ A month's commitment to every day's candidate seeds, published about a month ahead

     Public from the moment the server makes it, before the month starts (404 `not_committed` until
    then). Keep the root: every revealed day of the month must verify against it (`python -m
    games.verify export.json --root ROOT`, docs/daily.md). Leaves are hashes: they reveal no seed.

    Args:
        month (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | MonthCommitmentOutput
     """


    return sync_detailed(
        month=month,
client=client,

    ).parsed

async def asyncio_detailed(
    month: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[ErrorResponse | MonthCommitmentOutput]:
    """ A month's commitment to every day's candidate seeds, published about a month ahead

     Public from the moment the server makes it, before the month starts (404 `not_committed` until
    then). Keep the root: every revealed day of the month must verify against it (`python -m
    games.verify export.json --root ROOT`, docs/daily.md). Leaves are hashes: they reveal no seed.

    Args:
        month (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | MonthCommitmentOutput]
     """


    kwargs = _get_kwargs(
        month=month,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    month: str,
    *,
    client: AuthenticatedClient | Client,

) -> ErrorResponse | MonthCommitmentOutput | None:
    """ A month's commitment to every day's candidate seeds, published about a month ahead

     Public from the moment the server makes it, before the month starts (404 `not_committed` until
    then). Keep the root: every revealed day of the month must verify against it (`python -m
    games.verify export.json --root ROOT`, docs/daily.md). Leaves are hashes: they reveal no seed.

    Args:
        month (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | MonthCommitmentOutput
     """


    return (await asyncio_detailed(
        month=month,
client=client,

    )).parsed
