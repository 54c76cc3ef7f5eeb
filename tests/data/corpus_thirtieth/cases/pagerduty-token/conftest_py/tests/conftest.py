import pytest


@pytest.fixture(autouse=True)
def vendor_env(monkeypatch):
    monkeypatch.setenv("PD_ROUTING_KEY", "4276a8426fc2662ee9b0fd64bf2b6a11")


@pytest.fixture
def billing_client():
    from billing_sync.client import VendorClient
    return VendorClient(timeout=5)
