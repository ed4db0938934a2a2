"""Static files for production: compressed (gzip and Brotli) and stored under names carrying their content's
hash, which WhiteNoise serves with a year's cache (``immutable``).

The web client is plain ES modules that import each other (``import { api } from "./api.js"``). Django's
manifest storage only rewrites those imports when asked (``support_js_module_import_aggregation``); without
it the hashed ``main.<hash>.js`` would load the unhashed ``api.js``, which no cache may keep for long, and a
deploy could mix old and new modules.
"""

from __future__ import annotations

from whitenoise.storage import CompressedManifestStaticFilesStorage  # type: ignore[import-untyped]


class CompressedManifestModulesStorage(CompressedManifestStaticFilesStorage):
    support_js_module_import_aggregation = True
