import marimo

__generated_with = "0.11.9"
app = marimo.App(width="medium")


@app.cell
def _():
    import marimo as mo
    import os
    import httpx
    return httpx, mo, os


@app.cell
def _(os):
    os.environ["JIRA_EMAIL"] = "m.okafor@kestrelworks.io"
    os.environ["CONFLUENCE_TOKEN"] = "ATATT3xFfGF0jU8CueZO22T2-xe0Bs0CMnH4F6-NViCTzg6La-uL5qc7B1helrsCztz1nMt-pumkTuPxu0-BYentlY0sX5A2da879tCjP9Qk9mMSYW2REGlnY2Zi_mphf85HJPFtSKb2Qq3vQ671pq4UXaQLhKpKBkdyvu5IcUszFKgjgiVU0yZ=97432803"
    return


@app.cell
def _(mo):
    mo.md(r"""## Billing sync""")
    return


if __name__ == "__main__":
    app.run()
