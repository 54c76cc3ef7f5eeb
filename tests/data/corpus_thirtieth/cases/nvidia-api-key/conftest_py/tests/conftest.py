import pytest


@pytest.fixture(autouse=True)
def vendor_env(monkeypatch):
    monkeypatch.setenv("NIM_API_KEY", "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")


@pytest.fixture
def notifier_client():
    from notifier_sync.client import VendorClient
    return VendorClient(timeout=5)
