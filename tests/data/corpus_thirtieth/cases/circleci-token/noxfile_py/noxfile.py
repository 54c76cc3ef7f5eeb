import pathlib

import nox

nox.options.sessions = ["lint", "tests"]


@nox.session(python=["3.11", "3.12"])
def integration(session: nox.Session) -> None:
    session.install("-e", ".[test]")
    session.env["CIRCLECI_CLI_TOKEN"] = "op://Platform/CIRCLECI_TOKEN/credential"
    session.run("pytest", "tests/integration", *session.posargs)
