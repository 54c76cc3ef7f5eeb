import marimo

__generated_with = "0.13.14"
app = marimo.App(width="medium")


@app.cell
def _():
    import marimo as mo
    import os
    import httpx
    return httpx, mo, os


@app.cell
def _(os):
    os.environ["DISCORD_BOT_SECRET"] = "OTMzMTQxMjg4MTM2NDEyOTU0.gV9Vgk._u9218-7jixinEpvFbXtmddkqMh"
    return


@app.cell
def _(mo):
    mo.md(r"""## Reports sync""")
    return


if __name__ == "__main__":
    app.run()
