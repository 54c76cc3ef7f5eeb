import pytest


@pytest.fixture(autouse=True)
def vendor_env(monkeypatch):
    monkeypatch.setenv("DEEPSEEK_API_TOKEN", "sk-7cd1c847a1f5aba69ce7b437342d74ae")


@pytest.fixture
def reports_client():
    from reports_sync.client import VendorClient
    return VendorClient(timeout=5)
