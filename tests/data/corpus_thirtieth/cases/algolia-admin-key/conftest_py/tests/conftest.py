import pytest


@pytest.fixture(autouse=True)
def vendor_env(monkeypatch):
    monkeypatch.setenv("ALGOLIA_APP_ID", "R8IHNFVPBY")
    monkeypatch.setenv("ALGOLIA_ADMIN_KEY", "a8d3f8091637a523afe6d6248978eecc")


@pytest.fixture
def ingest_client():
    from ingest_sync.client import VendorClient
    return VendorClient(timeout=5)
