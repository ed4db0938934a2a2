"""The web client's pages: the app shell, each game's rules and the fair-play page."""
