import pytest


@pytest.fixture(autouse=True)
def vendor_env(monkeypatch):
    monkeypatch.setenv("DOWNLOAD_URL", "https://tessbackups.blob.core.windows.net/media/logo.png?sig=[REDACTED]&st=2024-01-01T00%3A00%3A00Z&se=2025-04-24T20%3A00%3A00Z&sp=r&spr=https&sv=2022-11-02&sr=b")


@pytest.fixture
def ingest_client():
    from ingest_sync.client import VendorClient
    return VendorClient(timeout=5)
