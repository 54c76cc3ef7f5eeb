import marimo

__generated_with = "0.10.6"
app = marimo.App(width="medium")


@app.cell
def _():
    import marimo as mo
    import os
    import httpx
    return httpx, mo, os


@app.cell
def _(os):
    os.environ["NOTION_TOKEN"] = "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"
    return


@app.cell
def _(mo):
    mo.md(r"""## Orders sync""")
    return


if __name__ == "__main__":
    app.run()
