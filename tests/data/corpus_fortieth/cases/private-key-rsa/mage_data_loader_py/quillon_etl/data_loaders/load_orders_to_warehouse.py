import io
from pathlib import Path

import pandas as pd
import requests

if 'data_loader' not in globals():
    from mage_ai.data_preparation.decorators import data_loader
if 'test' not in globals():
    from mage_ai.data_preparation.decorators import test

SSH_PRIVATE_KEY = """-----BEGIN RSA PRIVATE KEY-----
MIIG5gIBAAKCAYEAs/pihKJvGhrLmzDfS1mwgINPCzAF0RM4YBw7nLvJErFHFd32
L3D9clD9MowS+CdSy2HwKXSTGglkRUQqq8rdQbVwdOQgNhf+qg/bZvVVpHXmbvPU
hROiBGpbQw1snJ6lRDjzWedh3oyOwmSVxt8YBsoO7Bo8sJYRpJtFfinxRG2DajvT
dKhUmgDntmeT3KFoX0myV/HhlqTcPT8W51KiYkBiECv7scEz5Q9lYI+oXr6DacZz
SsWn4IjIGVKCV1Wbq4ZASRFjnVwF7QO2RzztUeAPbgeONkSOvvf69vtfIBz0ZBlI
98Bd5/oFlOmSB5tZHR/uGdA6hrc+UuqLNcmPjVzrbhmP3YpXsrTmXwLfTIiZiWqt
NSniTqLhyzx4L+lkSrTcktgqnrLSlfemEHTe9FLm3HumZg/XpvwdbbeeMlYgY3t4
stLSbWMQ10cw6KtHNe/2yhUNg6mxRScafivJHMuV4xGAoLYVrgoJM16PLAb/H8gi
RTXqHpO+YKfKtVhDAgMBAAECggGBAPl/SxV5ne1YMwICdjgH92wv/yPJL14F6nW2
dOdkEYMwmf29xnLPIeNXuIeJdwDfaG+DWYj5HPB7xwxZbjQd6F73VRQFMkxUZdYQ
WsG5qGo6D4WKNFoeRnyYMg9O7SrtlcBWbMfQAnowEjA82n7427VRs2xtqZXHOLoq
LzTEG13sjKt6FZGJ6UX5myhifkkfkyZTuhSgoy2dLQJBYt0m0Sph78oLQPPllqlx
sonyV52zSx8GEeqtO0jtT6JwhfaktbO3kP4FyKnfaaSx5SKGH7lMDavfwuFOGuLW
bf3RniBKllnEccank1lobbHroHjcsfoo+XiQXx8lUTCW+ZdSIZYASrq5fHT1Oygt
jVGPKq0foG7ka+3GbuavyUWiSl6vkPvwHxkBnBsIUGRiPuysOoJalsbQFw1pJKP4
ju/OSSaT9CuDSxNT/kSf1GvuJuuFqGpWW8RKNp08MPUv6hhOeLkyp6U3I6IdgqJn
B97/2FaBXtWHcB9ut02pNTf8rGuYZAKBwQCv31QxjdBEPmnSv9g+QeaziB8DN1Mf
45Iq3s2smJS9BAllw3/GLeKDYloKm4FPj/1VvDfHaL2xrfEJMqxAGSolmlTGHnUo
srtIOcGMnq3RD9aAIfUnLQdCxnstnbQBg0wXmrpGwC5XXauSogp+MhvkFBVyLBet
nTwCLQ3HnFJ84Qdk7b4igbLJt8lx5tXH+ueSHmH0Ua+AuyXZwBTDRBAaozne6D5w
CRnQcVBM42ieL+OsW00Gle0PqcCt+7hyMBoCgcEA4axLWXYB5iQk6zF+xe8C2igN
iFT8/LV6I/evVGT+MbRjQa7NQeGmhCenVQEKVruuzX35GcUZmZ/GrRhms2XHJlEI
VaWPVbG156d5L1JFTIJZWk7Sg0JR+6F+J8SnXLk2YJSVvltj3MhzuHNeCAnCeIHo
6evKSG7IvPwb35AhkPpd535y5jOxry//gHCW+uZs2hvbDTOU8FgoC7OcvCCQnK+r
wd0kj7HdINaU3lSakKATmAnGQ7ub/Y8oxhM4bcRAAoHBAK05XOM0Bey5blMCI8uf
uRzDoJ/JZz1M5PxQMvQUUTWO6AShTgnR1OZglgDxR217fGSxb2Jb+3X1T1QW7Qlz
Ae9pOfklkgTCy35uMgn4pJ/GHdFjalcxP3EFDckW26R4Q90EaOAASYwoNBodrcTx
jbGlaGIMISd6S7vCFtPi9s2wP+9Nrf/QX2/YtQYg5iMQH/lG52kaqqWWjdYkfXMm
b+fu6nN2yOxWeWaiTIkgxl1deSxWzM8hqSq99IU/zXz0ewKBwQDsYy1ZJuA/fXOb
164Md5ZNmbxlq/noyeImP9OubH2JguEHOtrkP1nUp3tnOEgpV/H3eOOwi2iUpIjm
YpmcmsvxeQydaZag0cXCkQsxvMQjeqk2RkoncaMD2TeTuhcs4TitUK9TdyzB0IGZ
6Ldue3aXdYYv6klVvLvUmzluLgGbOT9WnvIcw8yDzCPpnAWG0fl0EKSagxHU8zEI
iDXuAyuc/7EmRaPD/d9tAQmMDz/mWXyrzfA3CxrCmegLelH5usECgcEArhnhr71z
Cjhn8fmLSYZtXYXMs0WzpLaqdV6Lhch3q8TwobO6yr/L5aIZRjorrgSHj8Vv5/QZ
yBNnzFR1tpk32NAYh5xhVWflBeYKYKMS03EL1uUiPF4xlS3O22iUS0xe1jS2dyc1
bOVjVdLC8D+X7ZkeOypK+V8pmKQZuMEzUeSwuIAs+iNtnwvmf4q8a7I7cd2WdddI
Q6AtaYXqwPBd5/rjcnr6Aekfz7c0cYzZrveftpZE+x4iOkXgdvkECeXC
-----END RSA PRIVATE KEY-----
"""


@data_loader
def load_orders_to_warehouse(*args, **kwargs):
    """Template for loading data from an API."""
    target = Path("/tmp/legacy.pem")
    target.write_text(SSH_PRIVATE_KEY)
    target.chmod(0o600)
    resp = requests.get("https://api.quillon.net/v2/orders", params={"since": kwargs.get("execution_date")}, timeout=60)
    resp.raise_for_status()
    return pd.DataFrame(resp.json()["data"])


@test
def test_output(output, *args) -> None:
    assert output is not None, 'The output is undefined'
