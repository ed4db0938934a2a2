from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error_response import ErrorResponse
from ...models.journey_play_state import JourneyPlayState
from ...models.match_3_play_state import Match3PlayState
from ...models.quetinny_play_state import QuetinnyPlayState
from ...models.weaver_play_state import WeaverPlayState
from ...models.witch_play_state import WitchPlayState
from ...types import UNSET, Unset
from typing import cast
from uuid import UUID



def _get_kwargs(
    play_id: UUID,
    *,
    x_client_install: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_client_install, Unset):
        headers["X-Client-Install"] = x_client_install



    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/plays/{play_id}".format(play_id=quote(str(play_id), safe=""),),
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorResponse | JourneyPlayState | Match3PlayState | QuetinnyPlayState | WeaverPlayState | WitchPlayState | None:
    if response.status_code == 200:
        def _parse_response_200(data: object) -> JourneyPlayState | Match3PlayState | QuetinnyPlayState | WeaverPlayState | WitchPlayState:
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

        response_200 = _parse_response_200(response.json())

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorResponse | JourneyPlayState | Match3PlayState | QuetinnyPlayState | WeaverPlayState | WitchPlayState]:
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
    x_client_install: str | Unset = UNSET,

) -> Response[ErrorResponse | JourneyPlayState | Match3PlayState | QuetinnyPlayState | WeaverPlayState | WitchPlayState]:
    """ One of my plays: the position, the legal actions and the version

     The same snapshot the WebSocket sends as a `state` message. Another player's play is a 404, as if it
    did not exist. Reading an open daily attempt records where it is resumed from (docs/fair-play.md,
    "Linked accounts").

    Args:
        play_id (UUID):
        x_client_install (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | JourneyPlayState | Match3PlayState | QuetinnyPlayState | WeaverPlayState | WitchPlayState]
     """


    kwargs = _get_kwargs(
        play_id=play_id,
x_client_install=x_client_install,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    play_id: UUID,
    *,
    client: AuthenticatedClient,
    x_client_install: str | Unset = UNSET,

) -> ErrorResponse | JourneyPlayState | Match3PlayState | QuetinnyPlayState | WeaverPlayState | WitchPlayState | None:
    """ One of my plays: the position, the legal actions and the version

     The same snapshot the WebSocket sends as a `state` message. Another player's play is a 404, as if it
    did not exist. Reading an open daily attempt records where it is resumed from (docs/fair-play.md,
    "Linked accounts").

    Args:
        play_id (UUID):
        x_client_install (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | JourneyPlayState | Match3PlayState | QuetinnyPlayState | WeaverPlayState | WitchPlayState
     """


    return sync_detailed(
        play_id=play_id,
client=client,
x_client_install=x_client_install,

    ).parsed

async def asyncio_detailed(
    play_id: UUID,
    *,
    client: AuthenticatedClient,
    x_client_install: str | Unset = UNSET,

) -> Response[ErrorResponse | JourneyPlayState | Match3PlayState | QuetinnyPlayState | WeaverPlayState | WitchPlayState]:
    """ One of my plays: the position, the legal actions and the version

     The same snapshot the WebSocket sends as a `state` message. Another player's play is a 404, as if it
    did not exist. Reading an open daily attempt records where it is resumed from (docs/fair-play.md,
    "Linked accounts").

    Args:
        play_id (UUID):
        x_client_install (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorResponse | JourneyPlayState | Match3PlayState | QuetinnyPlayState | WeaverPlayState | WitchPlayState]
     """


    kwargs = _get_kwargs(
        play_id=play_id,
x_client_install=x_client_install,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    play_id: UUID,
    *,
    client: AuthenticatedClient,
    x_client_install: str | Unset = UNSET,

) -> ErrorResponse | JourneyPlayState | Match3PlayState | QuetinnyPlayState | WeaverPlayState | WitchPlayState | None:
    """ One of my plays: the position, the legal actions and the version

     The same snapshot the WebSocket sends as a `state` message. Another player's play is a 404, as if it
    did not exist. Reading an open daily attempt records where it is resumed from (docs/fair-play.md,
    "Linked accounts").

    Args:
        play_id (UUID):
        x_client_install (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorResponse | JourneyPlayState | Match3PlayState | QuetinnyPlayState | WeaverPlayState | WitchPlayState
     """


    return (await asyncio_detailed(
        play_id=play_id,
client=client,
x_client_install=x_client_install,

    )).parsed
