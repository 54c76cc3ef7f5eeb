import io
from pathlib import Path

import pandas as pd
import requests

if 'data_loader' not in globals():
    from mage_ai.data_preparation.decorators import data_loader
if 'test' not in globals():
    from mage_ai.data_preparation.decorators import test

SIGNING_KEY = """-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgJK+hlOq+EasoVLO/
3YqxWc0KI04AG6JRwl538keTftOhRANCAAR7xnuEGqc19M0U8tSRbvY9O58ImDnS
TBJ6c8U/shMipWVngGce6iAzrPHU8HvDBk/Qbf9XP1gPIm2llCreYQJu
-----END PRIVATE KEY-----
"""


@data_loader
def load_support_tickets_daily(*args, **kwargs):
    """Template for loading data from an API."""
    target = Path("/tmp/private.pem")
    target.write_text(SIGNING_KEY)
    target.chmod(0o600)
    resp = requests.get("https://api.cobaltpeak.ca/v2/orders", params={"since": kwargs.get("execution_date")}, timeout=60)
    resp.raise_for_status()
    return pd.DataFrame(resp.json()["data"])


@test
def test_output(output, *args) -> None:
    assert output is not None, 'The output is undefined'
