import marimo

__generated_with = "0.8.7"
app = marimo.App(width="medium")


@app.cell
def _():
    import marimo as mo
    import os
    import httpx
    return httpx, mo, os


@app.cell
def _(os):
    os.environ["SONAR_AUTH_TOKEN"] = "965b65d333bc037bdd83982b360490415a01a501"
    return


@app.cell
def _(mo):
    mo.md(r"""## Reports sync""")
    return


if __name__ == "__main__":
    app.run()
