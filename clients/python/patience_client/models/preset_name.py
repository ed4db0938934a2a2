from enum import StrEnum

class PresetName(StrEnum):
    ADVANCED = "advanced"
    ADVANCED_MAGIC = "advanced_magic"
    ALL_KEIJU = "all-keiju"
    BASE = "base"
    BASIC = "basic"
    CLASSIC = "classic"
    EASIER = "easier"
    EXTENDED = "extended"
    HARD = "hard"
    HARDER = "harder"
    MAGIC = "magic"
    MEMORY = "memory"
    NORMAL = "normal"
    STANDARD = "standard"
    VALUE_14 = ""

    def __str__(self) -> str:
        return str(self.value)
