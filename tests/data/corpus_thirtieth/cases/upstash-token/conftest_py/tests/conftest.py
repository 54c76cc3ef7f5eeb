import pytest


@pytest.fixture(autouse=True)
def vendor_env(monkeypatch):
    monkeypatch.setenv("UPSTASH_REDIS_REST_URL", "https://present-ibex-46786.upstash.io")


@pytest.fixture
def checkout_client():
    from checkout_sync.client import VendorClient
    return VendorClient(timeout=5)
