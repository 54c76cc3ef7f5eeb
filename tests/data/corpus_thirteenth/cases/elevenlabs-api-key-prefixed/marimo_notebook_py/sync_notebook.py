import marimo

__generated_with = "0.8.10"
app = marimo.App(width="medium")


@app.cell
def _():
    import marimo as mo
    import os
    import httpx
    return httpx, mo, os


@app.cell
def _(os):
    os.environ["ELEVENLABS_KEY"] = "sk_fe1677a..."
    return


@app.cell
def _(mo):
    mo.md(r"""## Webhooks sync""")
    return


if __name__ == "__main__":
    app.run()
