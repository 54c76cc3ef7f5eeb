import pytest


@pytest.fixture(autouse=True)
def vendor_env(monkeypatch):
    monkeypatch.setenv("CONTENTFUL_MANAGEMENT_TOKEN", "CFPAT-UMzGw9KYys-wwqJk_OTBgzllOeo83SsjlaX3SHyMxns")


@pytest.fixture
def notifier_client():
    from notifier_sync.client import VendorClient
    return VendorClient(timeout=5)
