import pathlib

import nox

nox.options.sessions = ["lint", "tests"]


@nox.session(python=["3.11", "3.12"])
def integration(session: nox.Session) -> None:
    session.install("-e", ".[test]")
    session.run("pytest", "tests/integration", env={
        "LINEAR_TOKEN": "lin_api_6idZIyCna8JOveKNYe7WXYHWJwRA3a0d4FcdrtW4",
    })
