"""The socket frames every channel shares, as classes (the AsyncAPI document is generated from them, see
``api/asyncapi.py``). Each app declares its own channels' frames in its ``frames.py``."""

from typing import Annotated, Any, Literal, TypedDict


class ErrorBody(TypedDict):
    code: str
    message: str
    details: dict[str, Any]


class ErrorMessage(TypedDict):
    """A refused message; the socket stays open and the play is unchanged. Same codes as REST."""

    type: Literal["error"]
    status: Annotated[int, "The HTTP status REST would answer."]
    error: ErrorBody


# The message name in the document, its class and its title.
MESSAGES: dict[str, tuple[type, str]] = {
    "error": (ErrorMessage, "A message was refused"),
}
