from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error_response import ErrorResponse
from ...models.play_replay_step_output import PlayReplayStepOutput
from typing import cast
from uuid import UUID



def _get_kwargs(
    play_id: UUID,
    step: int,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/plays/{play_id}/replay/{step}".format(play_id=quote(str(play_id), safe=""),step=quote(str(step), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorResponse | PlayReplayStepOutput | None:
    if response.status_code == 200:
        response_200 = PlayReplayStepOutput.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorResponse | PlayReplayStepOutput]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    play_id: UUID,
    step: int,
    *,
    client: AuthenticatedClient | Client,

) -> Response[ErrorResponse | PlayReplayStepOutput]:
    """ The position of a finished play after its first `step` moves

     The position after `step` moves, as its player saw it then (face-down cards stay hidden).

    Args:
        play_id (UUID):
        step (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | PlayReplayStepOutput]
     """


    kwargs = _get_kwargs(
        play_id=play_id,
step=step,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    play_id: UUID,
    step: int,
    *,
    client: AuthenticatedClient | Client,

) -> ErrorResponse | PlayReplayStepOutput | None:
    """ The position of a finished play after its first `step` moves

     The position after `step` moves, as its player saw it then (face-down cards stay hidden).

    Args:
        play_id (UUID):
        step (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | PlayReplayStepOutput
     """


    return sync_detailed(
        play_id=play_id,
step=step,
client=client,

    ).parsed

async def asyncio_detailed(
    play_id: UUID,
    step: int,
    *,
    client: AuthenticatedClient | Client,

) -> Response[ErrorResponse | PlayReplayStepOutput]:
    """ The position of a finished play after its first `step` moves

     The position after `step` moves, as its player saw it then (face-down cards stay hidden).

    Args:
        play_id (UUID):
        step (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | PlayReplayStepOutput]
     """


    kwargs = _get_kwargs(
        play_id=play_id,
step=step,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    play_id: UUID,
    step: int,
    *,
    client: AuthenticatedClient | Client,

) -> ErrorResponse | PlayReplayStepOutput | None:
    """ The position of a finished play after its first `step` moves

     The position after `step` moves, as its player saw it then (face-down cards stay hidden).

    Args:
        play_id (UUID):
        step (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | PlayReplayStepOutput
     """


    return (await asyncio_detailed(
        play_id=play_id,
step=step,
client=client,

    )).parsed
