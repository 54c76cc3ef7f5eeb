import pytest


@pytest.fixture(autouse=True)
def vendor_env(monkeypatch):
    monkeypatch.setenv("HF_API_KEY", "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")


@pytest.fixture
def checkout_client():
    from checkout_sync.client import VendorClient
    return VendorClient(timeout=5)
