from tests.leaderboards.conftest import commit  # noqa: F401  # the same on-commit runner as the boards' tests
