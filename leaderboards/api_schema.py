"""The OpenAPI links of the board operations: the catalogue names each board, and a board's id is what its
entries, histogram and my rank are read by."""

from __future__ import annotations

from api.schema import add_links

_BOARD = {"board_id": "$response.body#/results/0/board"}


def add_board_links(result, generator, request, public):
    return add_links(
        result,
        {
            ("boards_list", "200"): {
                "ReadTheFirstBoard": {"operationId": "boards_top", "parameters": _BOARD},
                "ItsHistogram": {"operationId": "boards_histogram", "parameters": _BOARD},
                "MyPlaceOnIt": {"operationId": "boards_me", "parameters": _BOARD},
            }
        },
    )
