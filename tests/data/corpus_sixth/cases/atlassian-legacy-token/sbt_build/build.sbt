ThisBuild / organization := "io.acmecorp"
ThisBuild / scalaVersion := "3.5.1"
ThisBuild / version      := "0.29.5-SNAPSHOT"

lazy val root = (project in file("."))
  .settings(
    name := "billing-service",
    libraryDependencies ++= Seq(
      "org.http4s" %% "http4s-ember-server" % "0.23.21",
      "org.scalameta" %% "munit" % "1.0.0" % Test
    ),
    Test / fork := true,
    Test / envVars := Map(
      "JIRA_USER" -> "ci-bot@northwind.dev",
      "ATLASSIAN_TOKEN" -> "iSnHU5HIVmaO0P78tYzUH0ah",
      "APP_ENV" -> "test"
    ),
    resolvers += "Acme Releases" at "https://acmecorp.jfrog.io/artifactory/libs-release",
    credentials += Credentials(Path.userHome / ".sbt" / ".credentials")
  )
