import marimo

__generated_with = "0.12.2"
app = marimo.App(width="medium")


@app.cell
def _():
    import marimo as mo
    import os
    import httpx
    return httpx, mo, os


@app.cell
def _(os):
    pgpass = r"""localhost:5432:ledger:m.okafor:CHANGE_ME_IN_PROD"""
    return


@app.cell
def _(mo):
    mo.md(r"""## Notifier sync""")
    return


if __name__ == "__main__":
    app.run()
