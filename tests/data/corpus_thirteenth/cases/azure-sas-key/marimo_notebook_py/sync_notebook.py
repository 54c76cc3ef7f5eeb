import marimo

__generated_with = "0.8.6"
app = marimo.App(width="medium")


@app.cell
def _():
    import marimo as mo
    import os
    import httpx
    return httpx, mo, os


@app.cell
def _(os):
    os.environ["SERVICE_BUS_CONNECTION"] = "HostName=kw-iot-hub.azure-devices.net;SharedAccessKeyName=iothubowner;SharedAccessKey=sha1:cd31924cdfbbd2a089f9c40b07001d5a74051b75"
    return


@app.cell
def _(mo):
    mo.md(r"""## Checkout sync""")
    return


if __name__ == "__main__":
    app.run()
