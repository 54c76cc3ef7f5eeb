import marimo

__generated_with = "0.8.12"
app = marimo.App(width="medium")


@app.cell
def _():
    import marimo as mo
    import os
    import httpx
    return httpx, mo, os


@app.cell
def _(os):
    os.environ["DROPBOX_ACCESS_TOKEN"] = "sl.u.vpopg9hRQ-HpI7EJD4SNyQjYXZqpo4giUpt3P0nFLtKjCxGwGhwFaHVmS30BxlZMngtObPV1C0DngakT1iEcl4G8Ht23feORJ_xdRzDW3RGS6qcc9TRR9utCyg-P0oOgZEZMj5Qf3d6LAScqO98Y"
    return


@app.cell
def _(mo):
    mo.md(r"""## Reports sync""")
    return


if __name__ == "__main__":
    app.run()
