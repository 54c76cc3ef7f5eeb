import pathlib

import nox

nox.options.sessions = ["lint", "tests"]


@nox.session(python=["3.11", "3.12"])
def integration(session: nox.Session) -> None:
    session.install("-e", ".[test]")
    session.env["GRAFANA_SA_TOKEN"] = "glsa_bIF7qnoqtTikwW0XSZUJar4m30GMIjRd_51f3621f"
    session.run("pytest", "tests/integration", *session.posargs)
