import pytest


@pytest.fixture(autouse=True)
def vendor_env(monkeypatch):
    monkeypatch.setenv("SHOPIFY_CLIENT_ID", "ae297d5059f27eb75d6c612fdf44e68d")
    monkeypatch.setenv("SHOPIFY_API_SECRET", "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")


@pytest.fixture
def checkout_client():
    from checkout_sync.client import VendorClient
    return VendorClient(timeout=5)
