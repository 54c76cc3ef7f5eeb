import pytest


@pytest.fixture(autouse=True)
def vendor_env(monkeypatch):
    monkeypatch.setenv("API_TOKEN", "xoxe-1-lIb3qiMwA9daidfyvbBeUyhY4nQpJsZNllKgVgZtIB2kz9zvriHnR5x9cVUEXSxJGWHrUgjig3wsJ6hHrv9c3N9mDCfZdaJAVFHZmr2t5FxrGjLPWWtrUSADeYEQfrrD30rbalFUyJOdUewCSM")


@pytest.fixture
def reports_client():
    from reports_sync.client import VendorClient
    return VendorClient(timeout=5)
