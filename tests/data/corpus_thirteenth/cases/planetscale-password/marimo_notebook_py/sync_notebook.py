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
    os.environ["PLANETSCALE_PASSWORD"] = "ENC[AES256_GCM,data:2isiAcK7W8MOWuUZBO1AuVDZXoTm0LteBKiG4LpcjlJ6ecySDy8fSzpQuuBtmW5pGjcLd3c=,iv:DICA7ua7Hm2VRh2eVMgfisTIuZjckm6O5Gd6sw3kL6o=,tag:DH1gK8ApEJPTd3j1TF8sCQ==,type:str]"
    return


@app.cell
def _(mo):
    mo.md(r"""## Reports sync""")
    return


if __name__ == "__main__":
    app.run()
