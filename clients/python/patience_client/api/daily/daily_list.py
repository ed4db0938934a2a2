from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.challenge_output import ChallengeOutput
from ...models.daily_archive_page import DailyArchivePage
from ...models.error_response import ErrorResponse
from ...types import UNSET, Unset
from typing import cast
import datetime



def _get_kwargs(
    *,
    cursor: str | Unset = UNSET,
    from_: datetime.date | Unset = UNSET,
    game: str | Unset = UNSET,
    page_size: int | Unset = UNSET,
    to: datetime.date | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["cursor"] = cursor

    json_from_: str | Unset = UNSET
    if not isinstance(from_, Unset):
        json_from_ = from_.isoformat()
    params["from"] = json_from_

    params["game"] = game

    params["page_size"] = page_size

    json_to: str | Unset = UNSET
    if not isinstance(to, Unset):
        json_to = to.isoformat()
    params["to"] = json_to


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/daily/",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> DailyArchivePage | list[ChallengeOutput] | ErrorResponse | None:
    if response.status_code == 200:
        def _parse_response_200(data: object) -> DailyArchivePage | list[ChallengeOutput]:
            try:
                if not isinstance(data, list):
                    raise TypeError()
                componentsschemas_daily_today_or_archive_type_0 = []
                _componentsschemas_daily_today_or_archive_type_0 = data
                for componentsschemas_daily_today_or_archive_type_0_item_data in (_componentsschemas_daily_today_or_archive_type_0):
                    componentsschemas_daily_today_or_archive_type_0_item = ChallengeOutput.from_dict(componentsschemas_daily_today_or_archive_type_0_item_data)



                    componentsschemas_daily_today_or_archive_type_0.append(componentsschemas_daily_today_or_archive_type_0_item)

                return componentsschemas_daily_today_or_archive_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_daily_today_or_archive_type_1 = DailyArchivePage.from_dict(data)



            return componentsschemas_daily_today_or_archive_type_1

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

    if response.status_code == 429:
        response_429 = ErrorResponse.from_dict(response.json())



        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[DailyArchivePage | list[ChallengeOutput] | ErrorResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    cursor: str | Unset = UNSET,
    from_: datetime.date | Unset = UNSET,
    game: str | Unset = UNSET,
    page_size: int | Unset = UNSET,
    to: datetime.date | Unset = UNSET,

) -> Response[DailyArchivePage | list[ChallengeOutput] | ErrorResponse]:
    """ Deprecated (sunset 2027-02-24): use daily_today or daily_archive. Without parameters today's
    challenges, with any of game, from, to or cursor the archive

     Answers as before, with `Deprecation`, `Sunset` and a `Link` to its successor (docs/api-
    changelog.md).

    Args:
        cursor (str | Unset):
        from_ (datetime.date | Unset):
        game (str | Unset):
        page_size (int | Unset):
        to (datetime.date | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DailyArchivePage | list[ChallengeOutput] | ErrorResponse]
     """


    kwargs = _get_kwargs(
        cursor=cursor,
from_=from_,
game=game,
page_size=page_size,
to=to,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    cursor: str | Unset = UNSET,
    from_: datetime.date | Unset = UNSET,
    game: str | Unset = UNSET,
    page_size: int | Unset = UNSET,
    to: datetime.date | Unset = UNSET,

) -> DailyArchivePage | list[ChallengeOutput] | ErrorResponse | None:
    """ Deprecated (sunset 2027-02-24): use daily_today or daily_archive. Without parameters today's
    challenges, with any of game, from, to or cursor the archive

     Answers as before, with `Deprecation`, `Sunset` and a `Link` to its successor (docs/api-
    changelog.md).

    Args:
        cursor (str | Unset):
        from_ (datetime.date | Unset):
        game (str | Unset):
        page_size (int | Unset):
        to (datetime.date | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DailyArchivePage | list[ChallengeOutput] | ErrorResponse
     """


    return sync_detailed(
        client=client,
cursor=cursor,
from_=from_,
game=game,
page_size=page_size,
to=to,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    cursor: str | Unset = UNSET,
    from_: datetime.date | Unset = UNSET,
    game: str | Unset = UNSET,
    page_size: int | Unset = UNSET,
    to: datetime.date | Unset = UNSET,

) -> Response[DailyArchivePage | list[ChallengeOutput] | ErrorResponse]:
    """ Deprecated (sunset 2027-02-24): use daily_today or daily_archive. Without parameters today's
    challenges, with any of game, from, to or cursor the archive

     Answers as before, with `Deprecation`, `Sunset` and a `Link` to its successor (docs/api-
    changelog.md).

    Args:
        cursor (str | Unset):
        from_ (datetime.date | Unset):
        game (str | Unset):
        page_size (int | Unset):
        to (datetime.date | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DailyArchivePage | list[ChallengeOutput] | ErrorResponse]
     """


    kwargs = _get_kwargs(
        cursor=cursor,
from_=from_,
game=game,
page_size=page_size,
to=to,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    cursor: str | Unset = UNSET,
    from_: datetime.date | Unset = UNSET,
    game: str | Unset = UNSET,
    page_size: int | Unset = UNSET,
    to: datetime.date | Unset = UNSET,

) -> DailyArchivePage | list[ChallengeOutput] | ErrorResponse | None:
    """ Deprecated (sunset 2027-02-24): use daily_today or daily_archive. Without parameters today's
    challenges, with any of game, from, to or cursor the archive

     Answers as before, with `Deprecation`, `Sunset` and a `Link` to its successor (docs/api-
    changelog.md).

    Args:
        cursor (str | Unset):
        from_ (datetime.date | Unset):
        game (str | Unset):
        page_size (int | Unset):
        to (datetime.date | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DailyArchivePage | list[ChallengeOutput] | ErrorResponse
     """


    return (await asyncio_detailed(
        client=client,
cursor=cursor,
from_=from_,
game=game,
page_size=page_size,
to=to,

    )).parsed
