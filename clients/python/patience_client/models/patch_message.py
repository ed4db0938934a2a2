from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.patch_message_type import PatchMessageType
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.legal_action_entry import LegalActionEntry
  from ..models.patch_message_fields import PatchMessageFields
  from ..models.patch_message_view import PatchMessageView





T = TypeVar("T", bound="PatchMessage")



@_attrs_define
class PatchMessage:
    """ The compact answer (a socket opened with ``?answer=compact``; games/compact.py): what changed since the previous
    frame this socket was sent, in place of a state message. Apply it to the snapshot at ``base_version``; any other
    snapshot (or none): send ``{"type": "sync"}`` for a state message.

        Attributes:
            type_ (PatchMessageType):
            base_version (int): The version of the snapshot this patch applies to.
            version (int): The snapshot's version after it.
            fields (PatchMessageFields): The snapshot's top-level fields that changed (PlayState's, besides version, view
                and legal_actions), whole.
            view (PatchMessageView): The view's top-level parts that changed, whole.
            view_removed (list[str] | Unset): The view's top-level parts that are gone.
            legal_actions (list[LegalActionEntry] | Unset): When they changed: the legal actions with their texts, whole.
            legal_texts (list[str] | Unset): In place of legal_actions when they changed and the view lists the same actions
                itself (its legal_actions part, in this patch's view): each one's text, in order.
     """

    type_: PatchMessageType
    base_version: int
    version: int
    fields: PatchMessageFields
    view: PatchMessageView
    view_removed: list[str] | Unset = UNSET
    legal_actions: list[LegalActionEntry] | Unset = UNSET
    legal_texts: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.legal_action_entry import LegalActionEntry # noqa: PLC0415
        from ..models.patch_message_fields import PatchMessageFields # noqa: PLC0415
        from ..models.patch_message_view import PatchMessageView # noqa: PLC0415
        type_ = self.type_.value

        base_version = self.base_version

        version = self.version

        fields = self.fields.to_dict()

        view = self.view.to_dict()

        view_removed: list[str] | Unset = UNSET
        if not isinstance(self.view_removed, Unset):
            view_removed = self.view_removed



        legal_actions: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.legal_actions, Unset):
            legal_actions = []
            for legal_actions_item_data in self.legal_actions:
                legal_actions_item = legal_actions_item_data.to_dict()
                legal_actions.append(legal_actions_item)



        legal_texts: list[str] | Unset = UNSET
        if not isinstance(self.legal_texts, Unset):
            legal_texts = self.legal_texts




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "type": type_,
            "base_version": base_version,
            "version": version,
            "fields": fields,
            "view": view,
        })
        if view_removed is not UNSET:
            field_dict["view_removed"] = view_removed
        if legal_actions is not UNSET:
            field_dict["legal_actions"] = legal_actions
        if legal_texts is not UNSET:
            field_dict["legal_texts"] = legal_texts

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.legal_action_entry import LegalActionEntry # noqa: PLC0415
        from ..models.patch_message_fields import PatchMessageFields # noqa: PLC0415
        from ..models.patch_message_view import PatchMessageView # noqa: PLC0415
        d = dict(src_dict)
        type_ = PatchMessageType(d.pop("type"))




        base_version = d.pop("base_version")

        version = d.pop("version")

        fields = PatchMessageFields.from_dict(d.pop("fields"))




        view = PatchMessageView.from_dict(d.pop("view"))




        view_removed = cast(list[str], d.pop("view_removed", UNSET))


        _legal_actions = d.pop("legal_actions", UNSET)
        legal_actions: list[LegalActionEntry] | Unset = UNSET
        if _legal_actions is not UNSET:
            legal_actions = []
            for legal_actions_item_data in _legal_actions:
                legal_actions_item = LegalActionEntry.from_dict(legal_actions_item_data)



                legal_actions.append(legal_actions_item)


        legal_texts = cast(list[str], d.pop("legal_texts", UNSET))


        patch_message = cls(
            type_=type_,
            base_version=base_version,
            version=version,
            fields=fields,
            view=view,
            view_removed=view_removed,
            legal_actions=legal_actions,
            legal_texts=legal_texts,
        )


        patch_message.additional_properties = d
        return patch_message

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
