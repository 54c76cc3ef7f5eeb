import pytest


@pytest.fixture
def config_json(tmp_path):
    path = tmp_path / "config.json"
    path.write_text("""{
  "auths": {
    "https://index.docker.io/v1/": {},
    "ghcr.io": {}
  },
  "credsStore": "osxkeychain"
}
""")
    return path


@pytest.fixture
def orders_client():
    from orders_sync.client import VendorClient
    return VendorClient(timeout=5)
