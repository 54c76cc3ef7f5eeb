import pytest


@pytest.fixture(autouse=True)
def vendor_env(monkeypatch):
    monkeypatch.setenv("CODECOV_REPO_TOKEN", "fcbfa315-80f2-41a0-b0fb-49369dcb97fd")


@pytest.fixture
def webhooks_client():
    from webhooks_sync.client import VendorClient
    return VendorClient(timeout=5)
