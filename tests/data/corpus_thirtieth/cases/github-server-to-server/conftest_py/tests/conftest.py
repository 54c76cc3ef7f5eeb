import pytest


@pytest.fixture(autouse=True)
def vendor_env(monkeypatch):
    monkeypatch.setenv("GH_APP_TOKEN", "ghs_oiMi44CANakFhPvNmpUVHUS2v1vzEZ32D2yN")


@pytest.fixture
def orders_client():
    from orders_sync.client import VendorClient
    return VendorClient(timeout=5)
