import pytest


@pytest.fixture(autouse=True)
def vendor_env(monkeypatch):
    monkeypatch.setenv("API_KEY", "PMAK-c4a175390ee7e2536ddc966b-10057d098f8607ab7bcd84f467930c6319")


@pytest.fixture
def orders_client():
    from orders_sync.client import VendorClient
    return VendorClient(timeout=5)
