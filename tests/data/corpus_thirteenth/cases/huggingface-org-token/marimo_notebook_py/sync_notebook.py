import marimo

__generated_with = "0.8.16"
app = marimo.App(width="medium")


@app.cell
def _():
    import marimo as mo
    import os
    import httpx
    return httpx, mo, os


@app.cell
def _(os):
    os.environ["HUGGINGFACE_ORG_API_TOKEN"] = "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"
    return


@app.cell
def _(mo):
    mo.md(r"""## Checkout sync""")
    return


if __name__ == "__main__":
    app.run()
