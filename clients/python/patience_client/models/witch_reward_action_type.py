from enum import StrEnum

class WitchRewardActionType(StrEnum):
    REWARD = "reward"

    def __str__(self) -> str:
        return str(self.value)
