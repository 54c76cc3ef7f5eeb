ThisBuild / organization := "io.acmecorp"
ThisBuild / scalaVersion := "3.5.0"
ThisBuild / version      := "0.18.14-SNAPSHOT"

lazy val root = (project in file("."))
  .settings(
    name := "orders-service",
    libraryDependencies ++= Seq(
      "org.http4s" %% "http4s-ember-server" % "0.23.24",
      "org.scalameta" %% "munit" % "1.0.0" % Test
    ),
    Test / fork := true,
    Test / envVars := Map(
      "PSCALE_PASSWORD" -> "pscale_pw_iXzQk83I16rbzLCQ3daKNCUEaDHSoQ0l7a1MKbF0Azh",
      "APP_ENV" -> "test"
    ),
    resolvers += "Acme Releases" at "https://acmecorp.jfrog.io/artifactory/libs-release",
    credentials += Credentials(Path.userHome / ".sbt" / ".credentials")
  )