ThisBuild / organization := "io.acmecorp"
ThisBuild / scalaVersion := "3.5.2"
ThisBuild / version      := "1.28.2-SNAPSHOT"

lazy val root = (project in file("."))
  .settings(
    name := "notifier-service",
    libraryDependencies ++= Seq(
      "org.http4s" %% "http4s-ember-server" % "0.23.24",
      "org.scalameta" %% "munit" % "1.0.0" % Test
    ),
    Test / fork := true,
    Test / envVars := Map(
      "AXIOM_TOKEN" -> "xapt-2c6e764c-88ca-4646-88da-0fb83133d4a1",
      "APP_ENV" -> "test"
    ),
    resolvers += "Acme Releases" at "https://acmecorp.jfrog.io/artifactory/libs-release",
    credentials += Credentials(Path.userHome / ".sbt" / ".credentials")
  )