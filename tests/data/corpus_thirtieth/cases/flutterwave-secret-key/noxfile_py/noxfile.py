import pathlib

import nox

nox.options.sessions = ["lint", "tests"]


@nox.session(python=["3.11", "3.12"])
def integration(session: nox.Session) -> None:
    session.install("-e", ".[test]")
    session.env["FLW_SECRET_KEY"] = "FLWSECK-b0f29971fdc7ba050fec9d0cd4d079b7-X"
    session.run("pytest", "tests/integration", *session.posargs)
