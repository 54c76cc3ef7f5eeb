import marimo

__generated_with = "0.9.10"
app = marimo.App(width="medium")


@app.cell
def _():
    import marimo as mo
    import os
    import httpx
    return httpx, mo, os


@app.cell
def _(os):
    os.environ["SOCKET_MODE_TOKEN"] = "xapp-1-AM5PXBY7QPI-5108024240070-cfe8c78eed1ab01b5c8739f3ac5afb8913497148b82c60ab7d7647c32e548dfc"
    return


@app.cell
def _(mo):
    mo.md(r"""## Notifier sync""")
    return


if __name__ == "__main__":
    app.run()
