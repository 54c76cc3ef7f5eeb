import pathlib

import nox

nox.options.sessions = ["lint", "tests"]


@nox.session(python=["3.11", "3.12"])
def integration(session: nox.Session) -> None:
    session.install("-e", ".[test]")
    session.env["PULUMI_BACKEND_URL"] = "s3://larkspur-pulumi-state?region=us-east-2&awssdk=v2"
    session.run("pytest", "tests/integration", *session.posargs)
