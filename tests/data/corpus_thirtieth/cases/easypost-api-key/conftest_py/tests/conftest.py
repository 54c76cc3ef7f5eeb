import pytest


@pytest.fixture(autouse=True)
def vendor_env(monkeypatch):
    monkeypatch.setenv("EASYPOST_API_KEY", "EZAKQlAJiHXdv93p8RmwmLgnUIHXDnlN0GzymKGshqd1Vqm5u9CHGe6jGV")


@pytest.fixture
def billing_client():
    from billing_sync.client import VendorClient
    return VendorClient(timeout=5)
