from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error_response import ErrorResponse
from ...models.journey_play_start_request import JourneyPlayStartRequest
from ...models.journey_play_state import JourneyPlayState
from ...models.match_3_play_start_request import Match3PlayStartRequest
from ...models.match_3_play_state import Match3PlayState
from ...models.quetinny_play_start_request import QuetinnyPlayStartRequest
from ...models.quetinny_play_state import QuetinnyPlayState
from ...models.weaver_play_start_request import WeaverPlayStartRequest
from ...models.weaver_play_state import WeaverPlayState
from ...models.witch_play_start_request import WitchPlayStartRequest
from ...models.witch_play_state import WitchPlayState
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    body: JourneyPlayStartRequest | Match3PlayStartRequest | QuetinnyPlayStartRequest | WeaverPlayStartRequest | WitchPlayStartRequest,
    idempotency_key: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/plays",
    }

    
    if isinstance(body, JourneyPlayStartRequest):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, Match3PlayStartRequest):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, QuetinnyPlayStartRequest):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, WeaverPlayStartRequest):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()


    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorResponse | JourneyPlayState | Match3PlayState | QuetinnyPlayState | WeaverPlayState | WitchPlayState | None:
    if response.status_code == 201:
        def _parse_response_201(data: object) -> JourneyPlayState | Match3PlayState | QuetinnyPlayState | WeaverPlayState | WitchPlayState:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_play_state_type_0 = JourneyPlayState.from_dict(data)



                return componentsschemas_play_state_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_play_state_type_1 = Match3PlayState.from_dict(data)



                return componentsschemas_play_state_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_play_state_type_2 = QuetinnyPlayState.from_dict(data)



                return componentsschemas_play_state_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_play_state_type_3 = WeaverPlayState.from_dict(data)



                return componentsschemas_play_state_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_play_state_type_4 = WitchPlayState.from_dict(data)



            return componentsschemas_play_state_type_4

        response_201 = _parse_response_201(response.json())

        return response_201

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

    if response.status_code == 409:
        response_409 = ErrorResponse.from_dict(response.json())



        return response_409

    if response.status_code == 413:
        response_413 = ErrorResponse.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = ErrorResponse.from_dict(response.json())



        return response_415

    if response.status_code == 422:
        response_422 = ErrorResponse.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = ErrorResponse.from_dict(response.json())



        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorResponse | JourneyPlayState | Match3PlayState | QuetinnyPlayState | WeaverPlayState | WitchPlayState]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: JourneyPlayStartRequest | Match3PlayStartRequest | QuetinnyPlayStartRequest | WeaverPlayStartRequest | WitchPlayStartRequest,
    idempotency_key: str | Unset = UNSET,

) -> Response[ErrorResponse | JourneyPlayState | Match3PlayState | QuetinnyPlayState | WeaverPlayState | WitchPlayState]:
    """ Start a practice game (game, a preset or options, an optional seed); without a seed the server draws
    a ranked deal, its seed secret until the game ends (see /fair-play)

     Deals a new practice game and answers its first snapshot. Without a seed the server draws a ranked
    deal (its seed secret until the game ends); with a seed of your choosing the game is casual.
    Practice games may be undone and hinted, which makes them casual (see /fair-play).

    Args:
        idempotency_key (str | Unset):
        body (JourneyPlayStartRequest | Match3PlayStartRequest | QuetinnyPlayStartRequest |
            WeaverPlayStartRequest | WitchPlayStartRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | JourneyPlayState | Match3PlayState | QuetinnyPlayState | WeaverPlayState | WitchPlayState]
     """


    kwargs = _get_kwargs(
        body=body,
idempotency_key=idempotency_key,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    body: JourneyPlayStartRequest | Match3PlayStartRequest | QuetinnyPlayStartRequest | WeaverPlayStartRequest | WitchPlayStartRequest,
    idempotency_key: str | Unset = UNSET,

) -> ErrorResponse | JourneyPlayState | Match3PlayState | QuetinnyPlayState | WeaverPlayState | WitchPlayState | None:
    """ Start a practice game (game, a preset or options, an optional seed); without a seed the server draws
    a ranked deal, its seed secret until the game ends (see /fair-play)

     Deals a new practice game and answers its first snapshot. Without a seed the server draws a ranked
    deal (its seed secret until the game ends); with a seed of your choosing the game is casual.
    Practice games may be undone and hinted, which makes them casual (see /fair-play).

    Args:
        idempotency_key (str | Unset):
        body (JourneyPlayStartRequest | Match3PlayStartRequest | QuetinnyPlayStartRequest |
            WeaverPlayStartRequest | WitchPlayStartRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | JourneyPlayState | Match3PlayState | QuetinnyPlayState | WeaverPlayState | WitchPlayState
     """


    return sync_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: JourneyPlayStartRequest | Match3PlayStartRequest | QuetinnyPlayStartRequest | WeaverPlayStartRequest | WitchPlayStartRequest,
    idempotency_key: str | Unset = UNSET,

) -> Response[ErrorResponse | JourneyPlayState | Match3PlayState | QuetinnyPlayState | WeaverPlayState | WitchPlayState]:
    """ Start a practice game (game, a preset or options, an optional seed); without a seed the server draws
    a ranked deal, its seed secret until the game ends (see /fair-play)

     Deals a new practice game and answers its first snapshot. Without a seed the server draws a ranked
    deal (its seed secret until the game ends); with a seed of your choosing the game is casual.
    Practice games may be undone and hinted, which makes them casual (see /fair-play).

    Args:
        idempotency_key (str | Unset):
        body (JourneyPlayStartRequest | Match3PlayStartRequest | QuetinnyPlayStartRequest |
            WeaverPlayStartRequest | WitchPlayStartRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | JourneyPlayState | Match3PlayState | QuetinnyPlayState | WeaverPlayState | WitchPlayState]
     """


    kwargs = _get_kwargs(
        body=body,
idempotency_key=idempotency_key,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    body: JourneyPlayStartRequest | Match3PlayStartRequest | QuetinnyPlayStartRequest | WeaverPlayStartRequest | WitchPlayStartRequest,
    idempotency_key: str | Unset = UNSET,

) -> ErrorResponse | JourneyPlayState | Match3PlayState | QuetinnyPlayState | WeaverPlayState | WitchPlayState | None:
    """ Start a practice game (game, a preset or options, an optional seed); without a seed the server draws
    a ranked deal, its seed secret until the game ends (see /fair-play)

     Deals a new practice game and answers its first snapshot. Without a seed the server draws a ranked
    deal (its seed secret until the game ends); with a seed of your choosing the game is casual.
    Practice games may be undone and hinted, which makes them casual (see /fair-play).

    Args:
        idempotency_key (str | Unset):
        body (JourneyPlayStartRequest | Match3PlayStartRequest | QuetinnyPlayStartRequest |
            WeaverPlayStartRequest | WitchPlayStartRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | JourneyPlayState | Match3PlayState | QuetinnyPlayState | WeaverPlayState | WitchPlayState
     """


    return (await asyncio_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
