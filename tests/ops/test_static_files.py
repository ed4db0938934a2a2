"""Production static files: collectstatic gives every file a hashed name, ES module imports included, and
a compressed copy, so that WhiteNoise can serve them compressed and cached forever."""

from __future__ import annotations

import json
import re

from django.core.management import call_command

from web.storage import CompressedManifestModulesStorage


def test_collectstatic_hashes_every_module_and_rewrites_their_imports(settings, tmp_path):
    settings.STATIC_ROOT = tmp_path
    settings.STORAGES = {
        **settings.STORAGES,
        "staticfiles": {"BACKEND": "web.storage.CompressedManifestModulesStorage"},
    }
    call_command("collectstatic", interactive=False, verbosity=0)
    manifest = json.loads((tmp_path / "staticfiles.json").read_text())["paths"]
    main = (tmp_path / manifest["web/js/main.js"]).read_text()
    imports = re.findall(r'from "([^"]+)"', main)
    assert imports and all(re.search(r"\.[0-9a-f]{12}\.js$", name) for name in imports), imports
    for name in ("web/js/main.js", "web/app.css", "web/js/views/play.js"):
        hashed = tmp_path / manifest[name]
        assert hashed.with_name(hashed.name + ".gz").exists()  # and .br where the brotli package is installed
    assert CompressedManifestModulesStorage.support_js_module_import_aggregation
