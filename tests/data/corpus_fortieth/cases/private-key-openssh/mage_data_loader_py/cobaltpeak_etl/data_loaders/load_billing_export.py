import io
from pathlib import Path

import pandas as pd
import requests

if 'data_loader' not in globals():
    from mage_ai.data_preparation.decorators import data_loader
if 'test' not in globals():
    from mage_ai.data_preparation.decorators import test

DEPLOY_KEY = """-----BEGIN OPENSSH PRIVATE KEY-----
b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW
QyNTUxOQAAACAoepsDxbDa4lZvb/iut7bbjY3+VHQsSA2gI/upZ6X4TAAAAJAMPuIQDD7i
EAAAAAtzc2gtZWQyNTUxOQAAACAoepsDxbDa4lZvb/iut7bbjY3+VHQsSA2gI/upZ6X4TA
AAAEA6GX4Do55mkklPenl0VxnrpoRJF7SSLVZgxvxO2PP1RSh6mwPFsNriVm9v+K63ttuN
jf5UdCxIDaAj+6lnpfhMAAAAC2pkb2VAbGFwdG9wAQI=
-----END OPENSSH PRIVATE KEY-----
"""


@data_loader
def load_billing_export(*args, **kwargs):
    """Template for loading data from an API."""
    target = Path("/tmp/deploy_key")
    target.write_text(DEPLOY_KEY)
    target.chmod(0o600)
    resp = requests.get("https://api.cobaltpeak.ca/v2/orders", params={"since": kwargs.get("execution_date")}, timeout=60)
    resp.raise_for_status()
    return pd.DataFrame(resp.json()["data"])


@test
def test_output(output, *args) -> None:
    assert output is not None, 'The output is undefined'
