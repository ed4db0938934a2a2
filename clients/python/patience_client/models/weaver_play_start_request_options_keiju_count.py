from enum import IntEnum

class WeaverPlayStartRequestOptionsKeijuCount(IntEnum):
    VALUE_4 = 4
    VALUE_8 = 8

    def __str__(self) -> str:
        return str(self.value)
