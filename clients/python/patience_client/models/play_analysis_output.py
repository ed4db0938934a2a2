from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from uuid import UUID

if TYPE_CHECKING:
  from ..models.play_analysis_output_continuation_item import PlayAnalysisOutputContinuationItem





T = TypeVar("T", bound="PlayAnalysisOutput")



@_attrs_define
class PlayAnalysisOutput:
    """ 
        Attributes:
            play_id (UUID):
            status (str): `pending` (answered with 202) until the worker has computed it, then `done`.
            kind (None | str): What was analysed: a loss (where the win slipped away), a win below par (where par did), or a
                win at par or better (nothing to find).
            verdict (None | str): `found`: the turning point is proved; `never`: the deal itself was proved out of reach;
                `unknown`: the solver's budget ended first (never a guess); `none`: a win with nothing to find.
            verdict_text (None | str): One line that names move numbers only: it spoils nothing of the deal.
            moves (int | None): Moves in the play.
            losing_move (int | None): The move (1-based) that lost the win or par; null unless `found`.
            turning_point (int | None): The replay step of the last position the win was provable from.
            proved_good (int | None): The last step proved winnable (-1: none); the turning point is at or after it.
            proved_bad (int | None): The first step proved lost; the turning point is before it.
            par (int | None): The daily's par, if the play is a daily's.
            continuation (list[PlayAnalysisOutputContinuationItem]): The winning line from the turning point (empty unless
                `found`).
            continuation_moves (list[str]): The same in words.
            continuation_score (int | None): The score the continuation wins with.
            solver_calls (int | None):
            solver_nodes (int | None):
            cpu_seconds (float | None):
     """

    play_id: UUID
    status: str
    kind: None | str
    verdict: None | str
    verdict_text: None | str
    moves: int | None
    losing_move: int | None
    turning_point: int | None
    proved_good: int | None
    proved_bad: int | None
    par: int | None
    continuation: list[PlayAnalysisOutputContinuationItem]
    continuation_moves: list[str]
    continuation_score: int | None
    solver_calls: int | None
    solver_nodes: int | None
    cpu_seconds: float | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.play_analysis_output_continuation_item import PlayAnalysisOutputContinuationItem # noqa: PLC0415
        play_id = str(self.play_id)

        status = self.status

        kind: None | str
        kind = self.kind

        verdict: None | str
        verdict = self.verdict

        verdict_text: None | str
        verdict_text = self.verdict_text

        moves: int | None
        moves = self.moves

        losing_move: int | None
        losing_move = self.losing_move

        turning_point: int | None
        turning_point = self.turning_point

        proved_good: int | None
        proved_good = self.proved_good

        proved_bad: int | None
        proved_bad = self.proved_bad

        par: int | None
        par = self.par

        continuation = []
        for continuation_item_data in self.continuation:
            continuation_item = continuation_item_data.to_dict()
            continuation.append(continuation_item)



        continuation_moves = self.continuation_moves



        continuation_score: int | None
        continuation_score = self.continuation_score

        solver_calls: int | None
        solver_calls = self.solver_calls

        solver_nodes: int | None
        solver_nodes = self.solver_nodes

        cpu_seconds: float | None
        cpu_seconds = self.cpu_seconds


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "play_id": play_id,
            "status": status,
            "kind": kind,
            "verdict": verdict,
            "verdict_text": verdict_text,
            "moves": moves,
            "losing_move": losing_move,
            "turning_point": turning_point,
            "proved_good": proved_good,
            "proved_bad": proved_bad,
            "par": par,
            "continuation": continuation,
            "continuation_moves": continuation_moves,
            "continuation_score": continuation_score,
            "solver_calls": solver_calls,
            "solver_nodes": solver_nodes,
            "cpu_seconds": cpu_seconds,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.play_analysis_output_continuation_item import PlayAnalysisOutputContinuationItem # noqa: PLC0415
        d = dict(src_dict)
        play_id = UUID(d.pop("play_id"))




        status = d.pop("status")

        def _parse_kind(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        kind = _parse_kind(d.pop("kind"))


        def _parse_verdict(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        verdict = _parse_verdict(d.pop("verdict"))


        def _parse_verdict_text(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        verdict_text = _parse_verdict_text(d.pop("verdict_text"))


        def _parse_moves(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        moves = _parse_moves(d.pop("moves"))


        def _parse_losing_move(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        losing_move = _parse_losing_move(d.pop("losing_move"))


        def _parse_turning_point(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        turning_point = _parse_turning_point(d.pop("turning_point"))


        def _parse_proved_good(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        proved_good = _parse_proved_good(d.pop("proved_good"))


        def _parse_proved_bad(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        proved_bad = _parse_proved_bad(d.pop("proved_bad"))


        def _parse_par(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        par = _parse_par(d.pop("par"))


        continuation = []
        _continuation = d.pop("continuation")
        for continuation_item_data in (_continuation):
            continuation_item = PlayAnalysisOutputContinuationItem.from_dict(continuation_item_data)



            continuation.append(continuation_item)


        continuation_moves = cast(list[str], d.pop("continuation_moves"))


        def _parse_continuation_score(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        continuation_score = _parse_continuation_score(d.pop("continuation_score"))


        def _parse_solver_calls(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        solver_calls = _parse_solver_calls(d.pop("solver_calls"))


        def _parse_solver_nodes(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        solver_nodes = _parse_solver_nodes(d.pop("solver_nodes"))


        def _parse_cpu_seconds(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        cpu_seconds = _parse_cpu_seconds(d.pop("cpu_seconds"))


        play_analysis_output = cls(
            play_id=play_id,
            status=status,
            kind=kind,
            verdict=verdict,
            verdict_text=verdict_text,
            moves=moves,
            losing_move=losing_move,
            turning_point=turning_point,
            proved_good=proved_good,
            proved_bad=proved_bad,
            par=par,
            continuation=continuation,
            continuation_moves=continuation_moves,
            continuation_score=continuation_score,
            solver_calls=solver_calls,
            solver_nodes=solver_nodes,
            cpu_seconds=cpu_seconds,
        )


        play_analysis_output.additional_properties = d
        return play_analysis_output

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
