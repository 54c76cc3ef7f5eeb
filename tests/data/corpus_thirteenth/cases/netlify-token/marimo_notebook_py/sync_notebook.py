import marimo

__generated_with = "0.9.5"
app = marimo.App(width="medium")


@app.cell
def _():
    import marimo as mo
    import os
    import httpx
    return httpx, mo, os


@app.cell
def _(os):
    os.environ["NETLIFY_TOKEN"] = "nfp_HkrGKIK5NQT7OUfpZR73nSPxBSxX9JzTzLLf"
    return


@app.cell
def _(mo):
    mo.md(r"""## Billing sync""")
    return


if __name__ == "__main__":
    app.run()
