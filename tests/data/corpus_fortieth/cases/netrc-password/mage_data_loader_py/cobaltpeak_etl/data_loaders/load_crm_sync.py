import io
from pathlib import Path

import pandas as pd
import requests

if 'data_loader' not in globals():
    from mage_ai.data_preparation.decorators import data_loader
if 'test' not in globals():
    from mage_ai.data_preparation.decorators import test

NETRC = """
machine git.kestrelworks.io
  login svc_orders
  password TfRHrB0rpTieITqKnwnHhaJd
"""


@data_loader
def load_crm_sync(*args, **kwargs):
    """Template for loading data from an API."""
    target = Path.home() / ".netrc"
    target.write_text(NETRC)
    target.chmod(0o600)
    resp = requests.get("https://api.cobaltpeak.ca/v2/orders", params={"since": kwargs.get("execution_date")}, timeout=60)
    resp.raise_for_status()
    return pd.DataFrame(resp.json()["data"])


@test
def test_output(output, *args) -> None:
    assert output is not None, 'The output is undefined'
