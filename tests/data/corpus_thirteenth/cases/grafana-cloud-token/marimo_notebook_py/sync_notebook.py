import marimo

__generated_with = "0.13.4"
app = marimo.App(width="medium")


@app.cell
def _():
    import marimo as mo
    import os
    import httpx
    return httpx, mo, os


@app.cell
def _(os):
    os.environ["GRAFANA_CLOUD_TOKEN"] = "vault:secret/data/prod/GRAFANA_CLOUD_TOKEN#value"
    return


@app.cell
def _(mo):
    mo.md(r"""## Billing sync""")
    return


if __name__ == "__main__":
    app.run()
