import marimo

__generated_with = "0.11.6"
app = marimo.App(width="medium")


@app.cell
def _():
    import marimo as mo
    import os
    import httpx
    return httpx, mo, os


@app.cell
def _(os):
    os.environ["RESEND_API_KEY"] = "re_ATGdB8BH_64g5EbeXH3WHl1NyBPRmx7wY"
    return


@app.cell
def _(mo):
    mo.md(r"""## Notifier sync""")
    return


if __name__ == "__main__":
    app.run()
