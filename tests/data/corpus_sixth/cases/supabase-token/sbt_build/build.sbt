ThisBuild / organization := "io.acmecorp"
ThisBuild / scalaVersion := "3.3.0"
ThisBuild / version      := "0.17.4-SNAPSHOT"

lazy val root = (project in file("."))
  .settings(
    name := "notifier-service",
    libraryDependencies ++= Seq(
      "org.http4s" %% "http4s-ember-server" % "0.23.25",
      "org.scalameta" %% "munit" % "1.0.0" % Test
    ),
    Test / fork := true,
    Test / envVars := Map(
      "SUPABASE_ACCESS_TOKEN" -> "sbp_31caa5fd6bd787fcf5d37cf4e2e3adc3296d847f",
      "APP_ENV" -> "test"
    ),
    resolvers += "Acme Releases" at "https://acmecorp.jfrog.io/artifactory/libs-release",
    credentials += Credentials(Path.userHome / ".sbt" / ".credentials")
  )
