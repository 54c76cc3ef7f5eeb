import marimo

__generated_with = "0.11.14"
app = marimo.App(width="medium")


@app.cell
def _():
    import marimo as mo
    import os
    import httpx
    return httpx, mo, os


@app.cell
def _(os):
    os.environ["NR_LICENSE_KEY"] = "4eec6f1fd73dcc20857ee17eca2d1b64FFFFNRAL"
    return


@app.cell
def _(mo):
    mo.md(r"""## Reports sync""")
    return


if __name__ == "__main__":
    app.run()
