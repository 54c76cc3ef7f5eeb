import marimo

__generated_with = "0.13.8"
app = marimo.App(width="medium")


@app.cell
def _():
    import marimo as mo
    import os
    import httpx
    return httpx, mo, os


@app.cell
def _(os):
    os.environ["NGROK_API_KEY"] = "2EAXCLb9Vu96ehPdZoSMfAuYVT8_4VUK1hI3qkDAFSyMDH2HQ"
    return


@app.cell
def _(mo):
    mo.md(r"""## Ingest sync""")
    return


if __name__ == "__main__":
    app.run()
