from enum import StrEnum

class JourneyPlayStartRequestOptionsJackOrder(StrEnum):
    CDHS = "CDHS"
    CDSH = "CDSH"
    CHDS = "CHDS"
    CHSD = "CHSD"
    CSDH = "CSDH"
    CSHD = "CSHD"
    DCHS = "DCHS"
    DCSH = "DCSH"
    DHCS = "DHCS"
    DHSC = "DHSC"
    DSCH = "DSCH"
    DSHC = "DSHC"
    HCDS = "HCDS"
    HCSD = "HCSD"
    HDCS = "HDCS"
    HDSC = "HDSC"
    HSCD = "HSCD"
    HSDC = "HSDC"
    SCDH = "SCDH"
    SCHD = "SCHD"
    SDCH = "SDCH"
    SDHC = "SDHC"
    SHCD = "SHCD"
    SHDC = "SHDC"

    def __str__(self) -> str:
        return str(self.value)
