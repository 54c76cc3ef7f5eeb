import marimo

__generated_with = "0.13.3"
app = marimo.App(width="medium")


@app.cell
def _():
    import marimo as mo
    import os
    import httpx
    return httpx, mo, os


@app.cell
def _(os):
    os.environ["GITHUB_API_TOKEN"] = "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"
    return


@app.cell
def _(mo):
    mo.md(r"""## Webhooks sync""")
    return


if __name__ == "__main__":
    app.run()
