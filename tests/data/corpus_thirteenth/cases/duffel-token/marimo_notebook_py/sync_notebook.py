import marimo

__generated_with = "0.9.17"
app = marimo.App(width="medium")


@app.cell
def _():
    import marimo as mo
    import os
    import httpx
    return httpx, mo, os


@app.cell
def _(os):
    os.environ["DUFFEL_ACCESS_TOKEN"] = "duffel_live_x6guS1KXcMowvPlrcOYJMuWg-mlq3EGx7yVpWNRJ0jn"
    return


@app.cell
def _(mo):
    mo.md(r"""## Checkout sync""")
    return


if __name__ == "__main__":
    app.run()
