import marimo

__generated_with = "0.13.20"
app = marimo.App(width="medium")


@app.cell
def _():
    import marimo as mo
    import os
    import httpx
    return httpx, mo, os


@app.cell
def _(os):
    TLS_KEY = r"""-----BEGIN EC PRIVATE KEY-----
MHcCAQEEIAf9n6FsLyhykKKrD8In12H1YaSWmcLS4gHnLWnMYYDboAoGCCqGSM49
AwEHoUQDQgAEqDyudidc2jTJQbsS/sMVUa16ZGKSMxD+2PgQK2nq4D7wv8rr3N46
a0/dEilaZOTSvA07FdXWI/RF33kq20JaZQ==
-----END EC PRIVATE KEY-----"""
    return


@app.cell
def _(mo):
    mo.md(r"""## Ingest sync""")
    return


if __name__ == "__main__":
    app.run()
