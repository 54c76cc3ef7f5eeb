import pathlib

import nox

nox.options.sessions = ["lint", "tests"]


@nox.session(python=["3.11", "3.12"])
def integration(session: nox.Session) -> None:
    session.install("-e", ".[test]")
    session.run("pytest", "tests/integration", env={
        "FRAMEIO_TOKEN": "<FRAMEIO_TOKEN>",
    })
