import pytest


@pytest.fixture(autouse=True)
def vendor_env(monkeypatch):
    monkeypatch.setenv("FIGMA_ACCESS_TOKEN", "figd_3PaBhQB6Fh8Di6PcyUrB8c2bM9eJCnSxAZgqTYRu")


@pytest.fixture
def orders_client():
    from orders_sync.client import VendorClient
    return VendorClient(timeout=5)
