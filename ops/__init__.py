"""What keeps the service running rather than what it serves: health and readiness, the shared Redis pool,
the fail-closed deployment checks and the redaction of secrets in logs."""
