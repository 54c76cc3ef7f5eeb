import marimo

__generated_with = "0.11.11"
app = marimo.App(width="medium")


@app.cell
def _():
    import marimo as mo
    import os
    import httpx
    return httpx, mo, os


@app.cell
def _(os):
    os.environ["NPM_TOKEN"] = "CiQANW4/QLG+csls0kgGjg4lFANgzpsji5BRclpLRM1zViDoJJUSOFEfz6F+VsAJ1zA/OLZg/DBkpBThSmTvWZ/BU1Wd/QC2Y/lRDJmj0lSWEqTxkJ82Mk+T/EUE1Jb9"
    return


@app.cell
def _(mo):
    mo.md(r"""## Ingest sync""")
    return


if __name__ == "__main__":
    app.run()
