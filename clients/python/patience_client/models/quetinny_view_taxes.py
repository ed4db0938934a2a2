from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="QuetinnyViewTaxes")



@_attrs_define
class QuetinnyViewTaxes:
    """ 
        Attributes:
            ace_knots (int | Unset):
            ace_leaves (int | Unset):
            ace_moons (int | Unset):
            ace_suns (int | Unset):
            ace_waves (int | Unset):
            ace_wyrms (int | Unset):
            author (int | Unset):
            bard (int | Unset):
            battle (int | Unset):
            betrayal (int | Unset):
            borderland (int | Unset):
            calamity (int | Unset):
            castle (int | Unset):
            cave (int | Unset):
            chance_meeting (int | Unset):
            consul (int | Unset):
            darkness (int | Unset):
            desert (int | Unset):
            diplomat (int | Unset):
            discovery (int | Unset):
            end (int | Unset):
            forest (int | Unset):
            harvest (int | Unset):
            huntress (int | Unset):
            island (int | Unset):
            journey (int | Unset):
            light_keeper (int | Unset):
            lunatic (int | Unset):
            market (int | Unset):
            merchant (int | Unset):
            mill (int | Unset):
            mountain (int | Unset):
            origin (int | Unset):
            pact (int | Unset):
            painter (int | Unset):
            penitent (int | Unset):
            rite (int | Unset):
            sailor (int | Unset):
            savage (int | Unset):
            sea (int | Unset):
            soldier (int | Unset):
            watchman (int | Unset):
            windfall (int | Unset):
            window (int | Unset):
     """

    ace_knots: int | Unset = UNSET
    ace_leaves: int | Unset = UNSET
    ace_moons: int | Unset = UNSET
    ace_suns: int | Unset = UNSET
    ace_waves: int | Unset = UNSET
    ace_wyrms: int | Unset = UNSET
    author: int | Unset = UNSET
    bard: int | Unset = UNSET
    battle: int | Unset = UNSET
    betrayal: int | Unset = UNSET
    borderland: int | Unset = UNSET
    calamity: int | Unset = UNSET
    castle: int | Unset = UNSET
    cave: int | Unset = UNSET
    chance_meeting: int | Unset = UNSET
    consul: int | Unset = UNSET
    darkness: int | Unset = UNSET
    desert: int | Unset = UNSET
    diplomat: int | Unset = UNSET
    discovery: int | Unset = UNSET
    end: int | Unset = UNSET
    forest: int | Unset = UNSET
    harvest: int | Unset = UNSET
    huntress: int | Unset = UNSET
    island: int | Unset = UNSET
    journey: int | Unset = UNSET
    light_keeper: int | Unset = UNSET
    lunatic: int | Unset = UNSET
    market: int | Unset = UNSET
    merchant: int | Unset = UNSET
    mill: int | Unset = UNSET
    mountain: int | Unset = UNSET
    origin: int | Unset = UNSET
    pact: int | Unset = UNSET
    painter: int | Unset = UNSET
    penitent: int | Unset = UNSET
    rite: int | Unset = UNSET
    sailor: int | Unset = UNSET
    savage: int | Unset = UNSET
    sea: int | Unset = UNSET
    soldier: int | Unset = UNSET
    watchman: int | Unset = UNSET
    windfall: int | Unset = UNSET
    window: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        ace_knots = self.ace_knots

        ace_leaves = self.ace_leaves

        ace_moons = self.ace_moons

        ace_suns = self.ace_suns

        ace_waves = self.ace_waves

        ace_wyrms = self.ace_wyrms

        author = self.author

        bard = self.bard

        battle = self.battle

        betrayal = self.betrayal

        borderland = self.borderland

        calamity = self.calamity

        castle = self.castle

        cave = self.cave

        chance_meeting = self.chance_meeting

        consul = self.consul

        darkness = self.darkness

        desert = self.desert

        diplomat = self.diplomat

        discovery = self.discovery

        end = self.end

        forest = self.forest

        harvest = self.harvest

        huntress = self.huntress

        island = self.island

        journey = self.journey

        light_keeper = self.light_keeper

        lunatic = self.lunatic

        market = self.market

        merchant = self.merchant

        mill = self.mill

        mountain = self.mountain

        origin = self.origin

        pact = self.pact

        painter = self.painter

        penitent = self.penitent

        rite = self.rite

        sailor = self.sailor

        savage = self.savage

        sea = self.sea

        soldier = self.soldier

        watchman = self.watchman

        windfall = self.windfall

        window = self.window


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if ace_knots is not UNSET:
            field_dict["ace_knots"] = ace_knots
        if ace_leaves is not UNSET:
            field_dict["ace_leaves"] = ace_leaves
        if ace_moons is not UNSET:
            field_dict["ace_moons"] = ace_moons
        if ace_suns is not UNSET:
            field_dict["ace_suns"] = ace_suns
        if ace_waves is not UNSET:
            field_dict["ace_waves"] = ace_waves
        if ace_wyrms is not UNSET:
            field_dict["ace_wyrms"] = ace_wyrms
        if author is not UNSET:
            field_dict["author"] = author
        if bard is not UNSET:
            field_dict["bard"] = bard
        if battle is not UNSET:
            field_dict["battle"] = battle
        if betrayal is not UNSET:
            field_dict["betrayal"] = betrayal
        if borderland is not UNSET:
            field_dict["borderland"] = borderland
        if calamity is not UNSET:
            field_dict["calamity"] = calamity
        if castle is not UNSET:
            field_dict["castle"] = castle
        if cave is not UNSET:
            field_dict["cave"] = cave
        if chance_meeting is not UNSET:
            field_dict["chance_meeting"] = chance_meeting
        if consul is not UNSET:
            field_dict["consul"] = consul
        if darkness is not UNSET:
            field_dict["darkness"] = darkness
        if desert is not UNSET:
            field_dict["desert"] = desert
        if diplomat is not UNSET:
            field_dict["diplomat"] = diplomat
        if discovery is not UNSET:
            field_dict["discovery"] = discovery
        if end is not UNSET:
            field_dict["end"] = end
        if forest is not UNSET:
            field_dict["forest"] = forest
        if harvest is not UNSET:
            field_dict["harvest"] = harvest
        if huntress is not UNSET:
            field_dict["huntress"] = huntress
        if island is not UNSET:
            field_dict["island"] = island
        if journey is not UNSET:
            field_dict["journey"] = journey
        if light_keeper is not UNSET:
            field_dict["light_keeper"] = light_keeper
        if lunatic is not UNSET:
            field_dict["lunatic"] = lunatic
        if market is not UNSET:
            field_dict["market"] = market
        if merchant is not UNSET:
            field_dict["merchant"] = merchant
        if mill is not UNSET:
            field_dict["mill"] = mill
        if mountain is not UNSET:
            field_dict["mountain"] = mountain
        if origin is not UNSET:
            field_dict["origin"] = origin
        if pact is not UNSET:
            field_dict["pact"] = pact
        if painter is not UNSET:
            field_dict["painter"] = painter
        if penitent is not UNSET:
            field_dict["penitent"] = penitent
        if rite is not UNSET:
            field_dict["rite"] = rite
        if sailor is not UNSET:
            field_dict["sailor"] = sailor
        if savage is not UNSET:
            field_dict["savage"] = savage
        if sea is not UNSET:
            field_dict["sea"] = sea
        if soldier is not UNSET:
            field_dict["soldier"] = soldier
        if watchman is not UNSET:
            field_dict["watchman"] = watchman
        if windfall is not UNSET:
            field_dict["windfall"] = windfall
        if window is not UNSET:
            field_dict["window"] = window

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ace_knots = d.pop("ace_knots", UNSET)

        ace_leaves = d.pop("ace_leaves", UNSET)

        ace_moons = d.pop("ace_moons", UNSET)

        ace_suns = d.pop("ace_suns", UNSET)

        ace_waves = d.pop("ace_waves", UNSET)

        ace_wyrms = d.pop("ace_wyrms", UNSET)

        author = d.pop("author", UNSET)

        bard = d.pop("bard", UNSET)

        battle = d.pop("battle", UNSET)

        betrayal = d.pop("betrayal", UNSET)

        borderland = d.pop("borderland", UNSET)

        calamity = d.pop("calamity", UNSET)

        castle = d.pop("castle", UNSET)

        cave = d.pop("cave", UNSET)

        chance_meeting = d.pop("chance_meeting", UNSET)

        consul = d.pop("consul", UNSET)

        darkness = d.pop("darkness", UNSET)

        desert = d.pop("desert", UNSET)

        diplomat = d.pop("diplomat", UNSET)

        discovery = d.pop("discovery", UNSET)

        end = d.pop("end", UNSET)

        forest = d.pop("forest", UNSET)

        harvest = d.pop("harvest", UNSET)

        huntress = d.pop("huntress", UNSET)

        island = d.pop("island", UNSET)

        journey = d.pop("journey", UNSET)

        light_keeper = d.pop("light_keeper", UNSET)

        lunatic = d.pop("lunatic", UNSET)

        market = d.pop("market", UNSET)

        merchant = d.pop("merchant", UNSET)

        mill = d.pop("mill", UNSET)

        mountain = d.pop("mountain", UNSET)

        origin = d.pop("origin", UNSET)

        pact = d.pop("pact", UNSET)

        painter = d.pop("painter", UNSET)

        penitent = d.pop("penitent", UNSET)

        rite = d.pop("rite", UNSET)

        sailor = d.pop("sailor", UNSET)

        savage = d.pop("savage", UNSET)

        sea = d.pop("sea", UNSET)

        soldier = d.pop("soldier", UNSET)

        watchman = d.pop("watchman", UNSET)

        windfall = d.pop("windfall", UNSET)

        window = d.pop("window", UNSET)

        quetinny_view_taxes = cls(
            ace_knots=ace_knots,
            ace_leaves=ace_leaves,
            ace_moons=ace_moons,
            ace_suns=ace_suns,
            ace_waves=ace_waves,
            ace_wyrms=ace_wyrms,
            author=author,
            bard=bard,
            battle=battle,
            betrayal=betrayal,
            borderland=borderland,
            calamity=calamity,
            castle=castle,
            cave=cave,
            chance_meeting=chance_meeting,
            consul=consul,
            darkness=darkness,
            desert=desert,
            diplomat=diplomat,
            discovery=discovery,
            end=end,
            forest=forest,
            harvest=harvest,
            huntress=huntress,
            island=island,
            journey=journey,
            light_keeper=light_keeper,
            lunatic=lunatic,
            market=market,
            merchant=merchant,
            mill=mill,
            mountain=mountain,
            origin=origin,
            pact=pact,
            painter=painter,
            penitent=penitent,
            rite=rite,
            sailor=sailor,
            savage=savage,
            sea=sea,
            soldier=soldier,
            watchman=watchman,
            windfall=windfall,
            window=window,
        )


        quetinny_view_taxes.additional_properties = d
        return quetinny_view_taxes

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
