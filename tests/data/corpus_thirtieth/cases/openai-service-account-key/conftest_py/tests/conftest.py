import pytest


@pytest.fixture(autouse=True)
def vendor_env(monkeypatch):
    monkeypatch.setenv("ACCESS_TOKEN", "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")


@pytest.fixture
def webhooks_client():
    from webhooks_sync.client import VendorClient
    return VendorClient(timeout=5)
