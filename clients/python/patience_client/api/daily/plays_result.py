from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error_response import ErrorResponse
from ...models.play_result_api_output import PlayResultApiOutput
from typing import cast
from uuid import UUID



def _get_kwargs(
    play_id: UUID,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/plays/{play_id}/result".format(play_id=quote(str(play_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorResponse | PlayResultApiOutput | None:
    if response.status_code == 200:
        response_200 = PlayResultApiOutput.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorResponse | PlayResultApiOutput]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    play_id: UUID,
    *,
    client: AuthenticatedClient,

) -> Response[ErrorResponse | PlayResultApiOutput]:
    """ My finished play's result card and share grid

     The result card of one of my finished plays: verdict, medal, rank so far (settled after the close),
    streak, rating change (provisional until the day settles), next deal, and a share grid that names no
    card and no seed. 404 for a play that is not mine or not finished.

    Args:
        play_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | PlayResultApiOutput]
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
    client: AuthenticatedClient,

) -> ErrorResponse | PlayResultApiOutput | None:
    """ My finished play's result card and share grid

     The result card of one of my finished plays: verdict, medal, rank so far (settled after the close),
    streak, rating change (provisional until the day settles), next deal, and a share grid that names no
    card and no seed. 404 for a play that is not mine or not finished.

    Args:
        play_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | PlayResultApiOutput
     """


    return sync_detailed(
        play_id=play_id,
client=client,

    ).parsed

async def asyncio_detailed(
    play_id: UUID,
    *,
    client: AuthenticatedClient,

) -> Response[ErrorResponse | PlayResultApiOutput]:
    """ My finished play's result card and share grid

     The result card of one of my finished plays: verdict, medal, rank so far (settled after the close),
    streak, rating change (provisional until the day settles), next deal, and a share grid that names no
    card and no seed. 404 for a play that is not mine or not finished.

    Args:
        play_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | PlayResultApiOutput]
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
    client: AuthenticatedClient,

) -> ErrorResponse | PlayResultApiOutput | None:
    """ My finished play's result card and share grid

     The result card of one of my finished plays: verdict, medal, rank so far (settled after the close),
    streak, rating change (provisional until the day settles), next deal, and a share grid that names no
    card and no seed. 404 for a play that is not mine or not finished.

    Args:
        play_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | PlayResultApiOutput
     """


    return (await asyncio_detailed(
        play_id=play_id,
client=client,

    )).parsed
