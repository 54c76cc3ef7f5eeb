import io
from pathlib import Path

import pandas as pd
import requests

if 'data_loader' not in globals():
    from mage_ai.data_preparation.decorators import data_loader
if 'test' not in globals():
    from mage_ai.data_preparation.decorators import test

MONGODB_ATLAS_PUBLIC_KEY = "hdgropoa"
ATLAS_PRIVATE_API_KEY = "12a5ec43-e5db-4c36-bb52-05f73141bf7c"


@data_loader
def load_events_ingest(*args, **kwargs):
    """Template for loading data from an API."""
    resp = requests.get("https://api.larkspur-retail.com/v2/orders", params={"since": kwargs.get("execution_date")}, timeout=60)
    resp.raise_for_status()
    return pd.DataFrame(resp.json()["data"])


@test
def test_output(output, *args) -> None:
    assert output is not None, 'The output is undefined'
