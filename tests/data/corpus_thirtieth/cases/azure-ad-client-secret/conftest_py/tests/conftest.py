import pytest


@pytest.fixture(autouse=True)
def vendor_env(monkeypatch):
    monkeypatch.setenv("AZURE_CLIENT_ID", "6ca2aea1-627e-424a-9b46-2237592d51e9")
    monkeypatch.setenv("AZURE_CLIENT_SECRET", "c6c1880a-bf3c-4c5a-a7d3-ebc34e37a72e")


@pytest.fixture
def reports_client():
    from reports_sync.client import VendorClient
    return VendorClient(timeout=5)
