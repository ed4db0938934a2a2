"""Django's PostgreSQL backend with a pool that recovers from a database restart at once (``base``)."""
