"""The API toolkit every app's REST and WebSocket endpoints share: the error shape, strict parsing and fields,
throttles, schema hooks, request guards, the socket base class and the API's own documents."""
