import io
from pathlib import Path

import pandas as pd
import requests

if 'data_loader' not in globals():
    from mage_ai.data_preparation.decorators import data_loader
if 'test' not in globals():
    from mage_ai.data_preparation.decorators import test


@data_loader
def load_billing_export(*args, **kwargs):
    """Template for loading data from an API."""
    headers = {
        "Authorization": "Splunk 6bc5f947-be35-4530-9e42-6ef85161460d",
    }
    resp = requests.get("https://splunk.quillon.net:8088/services/collector/event", headers=headers, timeout=60)
    resp.raise_for_status()
    return pd.DataFrame(resp.json()["data"])


@test
def test_output(output, *args) -> None:
    assert output is not None, 'The output is undefined'
