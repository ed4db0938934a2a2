from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error_response import ErrorResponse
from ...models.play_analysis_output import PlayAnalysisOutput
from typing import cast
from uuid import UUID



def _get_kwargs(
    play_id: UUID,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/plays/{play_id}/analysis".format(play_id=quote(str(play_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorResponse | PlayAnalysisOutput | None:
    if response.status_code == 200:
        response_200 = PlayAnalysisOutput.from_dict(response.json())



        return response_200

    if response.status_code == 202:
        response_202 = PlayAnalysisOutput.from_dict(response.json())



        return response_202

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorResponse | PlayAnalysisOutput]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    play_id: UUID,
    *,
    client: AuthenticatedClient | Client,

) -> Response[ErrorResponse | PlayAnalysisOutput]:
    """ Where the win slipped away: the solver's analysis of a finished play whose deal is public

     The first request enqueues the analysis (202 with `status: pending` and `Retry-After`); it is kept,
    so later requests answer at once. A daily's opens after the reveal (403 before, whatever the play);
    a race's after its window. Anyone who may see the replay may see the analysis.

    Args:
        play_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | PlayAnalysisOutput]
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
    client: AuthenticatedClient | Client,

) -> ErrorResponse | PlayAnalysisOutput | None:
    """ Where the win slipped away: the solver's analysis of a finished play whose deal is public

     The first request enqueues the analysis (202 with `status: pending` and `Retry-After`); it is kept,
    so later requests answer at once. A daily's opens after the reveal (403 before, whatever the play);
    a race's after its window. Anyone who may see the replay may see the analysis.

    Args:
        play_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | PlayAnalysisOutput
     """


    return sync_detailed(
        play_id=play_id,
client=client,

    ).parsed

async def asyncio_detailed(
    play_id: UUID,
    *,
    client: AuthenticatedClient | Client,

) -> Response[ErrorResponse | PlayAnalysisOutput]:
    """ Where the win slipped away: the solver's analysis of a finished play whose deal is public

     The first request enqueues the analysis (202 with `status: pending` and `Retry-After`); it is kept,
    so later requests answer at once. A daily's opens after the reveal (403 before, whatever the play);
    a race's after its window. Anyone who may see the replay may see the analysis.

    Args:
        play_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | PlayAnalysisOutput]
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
    client: AuthenticatedClient | Client,

) -> ErrorResponse | PlayAnalysisOutput | None:
    """ Where the win slipped away: the solver's analysis of a finished play whose deal is public

     The first request enqueues the analysis (202 with `status: pending` and `Retry-After`); it is kept,
    so later requests answer at once. A daily's opens after the reveal (403 before, whatever the play);
    a race's after its window. Anyone who may see the replay may see the analysis.

    Args:
        play_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | PlayAnalysisOutput
     """


    return (await asyncio_detailed(
        play_id=play_id,
client=client,

    )).parsed
