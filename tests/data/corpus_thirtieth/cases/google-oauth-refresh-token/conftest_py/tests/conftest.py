import pytest


@pytest.fixture(autouse=True)
def vendor_env(monkeypatch):
    monkeypatch.setenv("GOOGLE_CLIENT_ID", "344551382849-i6hs63q6gukl99rrbk05ueg15c7u9rz8.apps.googleusercontent.com")


@pytest.fixture
def reports_client():
    from reports_sync.client import VendorClient
    return VendorClient(timeout=5)
