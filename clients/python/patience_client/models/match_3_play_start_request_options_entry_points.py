from enum import IntEnum

class Match3PlayStartRequestOptionsEntryPoints(IntEnum):
    VALUE_12 = 12
    VALUE_6 = 6

    def __str__(self) -> str:
        return str(self.value)
